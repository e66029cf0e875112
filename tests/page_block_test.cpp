// The transposition table's memory: reserved whole, resident only where used,
// and given back by range.
#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>
#include <vector>

#include <sys/mman.h>
#include <unistd.h>

#include "search/page_block.h"

namespace soloist {
namespace {

const size_t kPage = size_t(sysconf(_SC_PAGESIZE));

// Pages of [from, to) (byte offsets, page-aligned) in memory now.
size_t residentPages(const PageBlock& block, size_t from, size_t to) {
    std::vector<unsigned char> in((to - from) / kPage);
    EXPECT_EQ(mincore(static_cast<char*>(block.data()) + from, to - from, in.data()), 0);
    size_t pages = 0;
    for (unsigned char page : in) pages += page & 1;
    return pages;
}

TEST(PageBlock, IsPageAlignedZeroedAndNotResidentUntilWritten) {
    const size_t bytes = size_t(64) << 20;
    PageBlock block(bytes);
    ASSERT_NE(block.data(), nullptr);
    EXPECT_EQ(reinterpret_cast<uintptr_t>(block.data()) % kPage, 0u);
    EXPECT_EQ(block.bytes(), bytes);
    EXPECT_EQ(residentPages(block, 0, bytes), 0u);
    const auto* bytesOf = static_cast<const unsigned char*>(block.data());
    EXPECT_EQ(bytesOf[0], 0);
    EXPECT_EQ(bytesOf[bytes - 1], 0);
}

TEST(PageBlock, ReleaseGivesBackOnlyTheWholePagesInside) {
    const size_t bytes = 64 * kPage;
    PageBlock block(bytes);
    auto* at = static_cast<unsigned char*>(block.data());
    std::memset(at, 7, bytes);
    EXPECT_EQ(residentPages(block, 0, bytes), 64u);
    // From the middle of page 3 to the middle of page 10: pages 4..9 go.
    block.release(3 * kPage + 5, 10 * kPage + 5);
    EXPECT_EQ(residentPages(block, 4 * kPage, 10 * kPage), 0u);
    EXPECT_EQ(residentPages(block, 0, 4 * kPage), 4u);
    EXPECT_EQ(residentPages(block, 10 * kPage, bytes), 54u);
    EXPECT_EQ(at[4 * kPage - 1], 7);  // the partial pages keep their bytes
    EXPECT_EQ(at[10 * kPage], 7);
    EXPECT_EQ(at[4 * kPage], 0);  // a page given back reads as zeros
    EXPECT_EQ(at[10 * kPage - 1], 0);
    at[5 * kPage] = 9;  // and can be written again
    EXPECT_EQ(at[5 * kPage], 9);
}

// A large block lies on 2 MB boundaries (marked for transparent huge pages,
// where the kernel has them), and gives back 4 KB pages as any block does,
// even from inside a huge page.
TEST(PageBlock, ALargeBlockStartsOnAHugePageAndReleasesByThePage) {
    const size_t huge = size_t(2) << 20;
    const size_t bytes = 16 * huge + 3 * kPage;
    PageBlock block(bytes);
    ASSERT_NE(block.data(), nullptr);
    EXPECT_EQ(reinterpret_cast<uintptr_t>(block.data()) % huge, 0u);
    EXPECT_EQ(block.bytes(), bytes);
    auto* at = static_cast<unsigned char*>(block.data());
    std::memset(at, 7, 2 * huge);
    at[bytes - 1] = 5;  // the last byte is the block's
    EXPECT_EQ(residentPages(block, 0, 2 * huge), 2 * huge / kPage);
    block.release(huge + 3 * kPage + 5, huge + 10 * kPage + 5);
    EXPECT_EQ(residentPages(block, huge + 4 * kPage, huge + 10 * kPage), 0u);
    EXPECT_EQ(residentPages(block, 0, huge + 4 * kPage), huge / kPage + 4);
    EXPECT_EQ(residentPages(block, huge + 10 * kPage, 2 * huge), huge / kPage - 10);
    EXPECT_EQ(at[huge + 4 * kPage - 1], 7);
    EXPECT_EQ(at[huge + 4 * kPage], 0);
    EXPECT_EQ(at[huge + 10 * kPage], 7);
    EXPECT_EQ(at[bytes - 1], 5);
}

TEST(PageBlock, ReleasePastTheEndOrOfLessThanAPageDoesNothing) {
    const size_t bytes = 8 * kPage;
    PageBlock block(bytes);
    std::memset(block.data(), 1, bytes);
    block.release(kPage + 1, 2 * kPage - 1);  // inside one page
    block.release(5 * kPage, 5 * kPage);
    EXPECT_EQ(residentPages(block, 0, bytes), 8u);
    block.release(6 * kPage, 100 * kPage);  // clamped to the block
    EXPECT_EQ(residentPages(block, 6 * kPage, bytes), 0u);
    EXPECT_EQ(residentPages(block, 0, 6 * kPage), 6u);
}

}  // namespace
}  // namespace soloist
