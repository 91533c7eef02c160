// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <algorithm>
#include <atomic>
#include <mutex>
#include <thread>
#include <vector>

// The one thread pool of the analysis and the course generator: items are taken in order from a
// shared counter by `threads` workers (the calling thread is one of them), each result goes into
// a slot of its worker or its item, so the order in which items finish changes nothing.
namespace rf::analysis {

// The workers for `asked` threads: all cores when 0, never fewer than 1 nor more than `items`.
inline int workerCount(int asked, int items)
{
    const int cores = static_cast<int>(std::max(1U, std::thread::hardware_concurrency()));
    return std::clamp(asked > 0 ? asked : cores, 1, std::max(1, items));
}

// Runs work(worker, item) for item in [0, items) on workerCount(threads, items) threads. work
// returns how many units it did (games played, candidates measured); after each item
// progress(units done so far) is called under a lock. Items stop being taken once stop() holds.
template <class Work, class Stop, class Progress>
void forEachItem(int items, int threads, Work &&work, Stop &&stop, Progress &&progress)
{
    std::atomic<int> next{0};
    std::mutex progressMutex;
    int done = 0;
    auto worker = [&](int w) {
        for (int i = next.fetch_add(1); i < items && !stop(); i = next.fetch_add(1)) {
            const int units = work(w, i);
            const std::lock_guard lock(progressMutex);
            done += units;
            progress(done);
        }
    };
    const int workers = workerCount(threads, items);
    std::vector<std::jthread> pool;
    for (int w = 1; w < workers; ++w)
        pool.emplace_back(worker, w);
    worker(0);
}

} // namespace rf::analysis
