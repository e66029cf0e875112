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

#if defined(SOLOIST_HAS_MMAP)
// `bytes` of address space, reserved but not yet in memory; MAP_FAILED when
// the system will not reserve them.
void* mapPages(size_t bytes) {
    return mmap(nullptr, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
}

#if defined(MADV_HUGEPAGE)
// Blocks this large are laid on 2 MB boundaries and marked for the kernel's
// transparent huge pages (where it gives them only to memory so marked): on
// a virtual machine a page fault costs about as much as a hundred nodes, and
// a fresh table faults its pages in one by one as it fills. Ten hard bridge
// contracts, each in a process of its own, took 15% less time; a run that
// reuses its table for many problems takes as long as before
// (docs/BENCHMARKS.md).
constexpr size_t kHugePage = size_t(2) << 20;
constexpr size_t kHugeFrom = 4 * kHugePage;

// Maps `bytes` starting on a huge page's boundary: maps a huge page more and
// gives back what lies outside the aligned block (in whole pages).
void* mapAligned(size_t bytes) {
    const size_t page = pageSize();
    bytes = (bytes + page - 1) / page * page;
    void* mapped = mapPages(bytes + kHugePage);
    if (mapped == MAP_FAILED) return MAP_FAILED;
    const uintptr_t start = uintptr_t(mapped);
    const uintptr_t aligned = (start + kHugePage - 1) & ~uintptr_t(kHugePage - 1);
    if (aligned > start) munmap(mapped, aligned - start);
    munmap(reinterpret_cast<void*>(aligned + bytes), start + kHugePage - aligned);  // never empty
    void* block = reinterpret_cast<void*>(aligned);
    madvise(block, bytes, MADV_HUGEPAGE);  // a hint: where refused, 4 KB pages as before
    return block;
}
#endif

void* mapBlock(size_t bytes) {
#if defined(MADV_HUGEPAGE)
    if (bytes >= kHugeFrom) return mapAligned(bytes);
#endif
    return mapPages(bytes);
}
#endif

}  // namespace

PageBlock::PageBlock(size_t bytes) : bytes_(bytes) {
    if (bytes_ == 0) return;
#if defined(SOLOIST_HAS_MMAP)
    void* block = mapBlock(bytes_);
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
