// A block of memory taken straight from the operating system: its pages come
// into memory only as they are first written, and can be given back while the
// block stays whole. A transposition table reserves its whole budget this way
// and touches what it uses; the allocator (and a sanitizer's shadow of it)
// never walks the rest.
#pragma once

#include <cstddef>

namespace soloist {

class PageBlock {
public:
    explicit PageBlock(size_t bytes);
    ~PageBlock();
    PageBlock(const PageBlock&) = delete;
    PageBlock& operator=(const PageBlock&) = delete;

    // Page-aligned (a block of 8 MB or more on a 2 MB boundary, for huge
    // pages), zero-filled where never written; throws std::bad_alloc when
    // the system will not reserve `bytes`.
    void* data() const { return data_; }
    size_t bytes() const { return bytes_; }
    // Gives the whole pages inside [from, to) (byte offsets) back to the
    // system, to take no memory until written again (their contents are
    // then undefined: zeros where the system gives them back).
    void release(size_t from, size_t to);

private:
    void* data_ = nullptr;
    size_t bytes_ = 0;
};

}  // namespace soloist
