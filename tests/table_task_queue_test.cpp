// How a contract table's work is shared out among threads
// (analysis/table_task_queue.h): each thread keeps to its own task, starts
// the next one when its own is done, and with none left to start takes the
// last problems of the task with the most left, two or more (a second
// table starts cold: one problem alone is left to the table that has served
// its task so far).
#include <gtest/gtest.h>

#include "analysis/table_task_queue.h"

namespace {

using soloist::TableTaskQueue;

TEST(TableTaskQueue, ThreadsKeepToTheirTaskThenTakeTheBackOfTheLongest) {
    TableTaskQueue queue({{0, 1, 2, 3}, {4, 5}, {6}});
    TableTaskQueue::Claimant a, b, c;
    EXPECT_EQ(queue.claim(a), 0u);
    EXPECT_EQ(queue.claim(b), 4u);
    EXPECT_EQ(queue.claim(c), 6u);
    // c's task is done and none is left to start: the back of the first,
    // which has the most left.
    EXPECT_EQ(queue.claim(c), 3u);
    EXPECT_EQ(queue.claim(a), 1u);
    EXPECT_EQ(queue.claim(c), 2u);
    // One problem left, in b's task: b takes it, on the table that has
    // served its task so far, not a.
    EXPECT_EQ(queue.claim(a), std::nullopt);
    EXPECT_FALSE(queue.allClaimed().load());
    EXPECT_EQ(queue.claim(b), 5u);
    EXPECT_TRUE(queue.allClaimed().load());
    EXPECT_EQ(queue.claim(b), std::nullopt);
    EXPECT_EQ(queue.claim(c), std::nullopt);
}

TEST(TableTaskQueue, TwoThreadsOnOneTaskMeetInItsMiddle) {
    TableTaskQueue queue({{0, 1, 2, 3, 4}});
    TableTaskQueue::Claimant owner, other;
    EXPECT_EQ(queue.claim(owner), 0u);
    EXPECT_EQ(queue.claim(other), 4u);
    EXPECT_EQ(queue.claim(owner), 1u);
    EXPECT_EQ(queue.claim(other), 3u);
    EXPECT_EQ(queue.claim(other), 2u);
    EXPECT_EQ(queue.claim(owner), std::nullopt);
    EXPECT_TRUE(queue.allClaimed().load());
}

TEST(TableTaskQueue, OneThreadTakesEveryTaskInOrder) {
    TableTaskQueue queue({{2, 0}, {1}, {4, 3, 5}});
    TableTaskQueue::Claimant only;
    std::vector<size_t> taken;
    while (const std::optional<size_t> i = queue.claim(only)) taken.push_back(*i);
    EXPECT_EQ(taken, (std::vector<size_t>{2, 0, 1, 4, 3, 5}));
    EXPECT_TRUE(queue.allClaimed().load());
}

TEST(TableTaskQueue, NoWorkIsAllClaimedFromTheStart) {
    TableTaskQueue queue({});
    TableTaskQueue::Claimant only;
    EXPECT_TRUE(queue.allClaimed().load());
    EXPECT_EQ(queue.claim(only), std::nullopt);
}

}  // namespace
