#include "search/page_block.h"

#include <cstdint>
#include <cstdlib>
#include <new>

#if defined(__unix__) || defined(__APPLE__)
#include <sys/mman.h>
#include <unistd.h>
#define SOLOIST_HAS_MMAP 1
#endif

namespace soloist {

namespace {

size_t pageSize() {
#if defined(SOLOIST_HAS_MMAP)
    static const size_t size = size_t(sysconf(_SC_PAGESIZE));
    return size;
#else
    return 4096;
#endif
}

}  // namespace

PageBlock::PageBlock(size_t bytes) : bytes_(bytes) {
    if (bytes_ == 0) return;
#if defined(SOLOIST_HAS_MMAP)
    void* block = mmap(nullptr, bytes_, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (block == MAP_FAILED) throw std::bad_alloc();
    data_ = block;
#else
    data_ = std::calloc(1, bytes_);
    if (!data_) throw std::bad_alloc();
#endif
}

PageBlock::~PageBlock() {
    if (!data_) return;
#if defined(SOLOIST_HAS_MMAP)
    munmap(data_, bytes_);
#else
    std::free(data_);
#endif
}

void PageBlock::release(size_t from, size_t to) {
    const size_t page = pageSize();
    from = (from + page - 1) / page * page;
    to = to / page * page;
    if (to > bytes_) to = bytes_ / page * page;
    if (from >= to) return;
#if defined(SOLOIST_HAS_MMAP)
    madvise(static_cast<char*>(data_) + from, to - from, MADV_DONTNEED);
#endif  // elsewhere the pages stay
}

}  // namespace soloist
