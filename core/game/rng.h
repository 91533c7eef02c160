// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <utility>

namespace rf::game {

// The simulator's own deterministic generator: xoshiro256** seeded through splitmix64. Never
// use std:: distributions here: their output differs between standard library versions, and
// a scenario must give the same trace everywhere.
class Rng {
public:
    explicit Rng(std::uint64_t seed = 0) { reseed(seed); }

    void reseed(std::uint64_t seed)
    {
        std::uint64_t x = seed;
        for (auto &s : m_s)
            s = splitmix64(x);
    }

    std::uint64_t next()
    {
        const std::uint64_t result = rotl(m_s[1] * 5, 7) * 9;
        const std::uint64_t t = m_s[1] << 17;
        m_s[2] ^= m_s[0];
        m_s[3] ^= m_s[1];
        m_s[1] ^= m_s[2];
        m_s[0] ^= m_s[3];
        m_s[2] ^= t;
        m_s[3] = rotl(m_s[3], 45);
        return result;
    }

    // Uniform in [0, n) by rejection (no modulo bias); n > 0.
    std::uint64_t below(std::uint64_t n)
    {
        // Rejects the top UINT64_MAX % n + 1 values so every result is equally likely. Any x
        // at most UINT64_MAX - n is below that limit, so the (slow) limit is computed only in
        // the rare case x lands near the top; the results are the same either way.
        std::uint64_t x = next();
        if (x > UINT64_MAX - n) {
            const std::uint64_t limit = UINT64_MAX - UINT64_MAX % n;
            while (x >= limit)
                x = next();
        }
        return remainder(x, n);
    }
    // x % n, without a division for the small n shuffles use (exactly the same numbers).
    static std::uint64_t remainder(std::uint64_t x, std::uint64_t n) { return n <= kFastModMax ? fastMod(x, n) : x % n; }
    int belowInt(int n) { return static_cast<int>(below(static_cast<std::uint64_t>(n))); }

    // Fisher-Yates.
    template<typename T>
    void shuffle(std::span<T> items)
    {
        for (std::size_t i = items.size(); i > 1; --i)
            std::swap(items[i - 1], items[static_cast<std::size_t>(below(i))]);
    }

    friend bool operator==(const Rng &, const Rng &) = default;

private:
    __extension__ using U128 = unsigned __int128; // GCC and Clang; -Wpedantic wants the marker

    // x % n without a 64-bit division (the deal's shuffles draw ~150 numbers a turn, and the
    // division was a third of their cost), exactly the same numbers as `%`. With x = hi * 2^32
    // + lo, x % n == (hi * (2^32 % n) + lo) % n, and that folded number is below 2^40 (n <= 128).
    // For it a 64-bit fraction is enough: Lemire, Kaser and Kurz, "Faster remainder by direct
    // computation" (2019), is exact for N-bit numerators with M = ceil(2^64 / n) when
    // 64 >= N + log2(n), here 40 + 7. (n = 1: M wraps to 0 and the remainder is 0, as it must.)
    // One 64-bit product and one high half instead of four full 128-bit products.
    static constexpr std::uint64_t kFastModMax = 128;
    static constexpr std::array<std::uint64_t, kFastModMax + 1> kFastModM = [] {
        std::array<std::uint64_t, kFastModMax + 1> m{};
        for (std::uint64_t n = 1; n <= kFastModMax; ++n)
            m[n] = UINT64_MAX / n + 1;
        return m;
    }();
    static constexpr std::array<std::uint64_t, kFastModMax + 1> kPow32Mod = [] {
        std::array<std::uint64_t, kFastModMax + 1> r{};
        for (std::uint64_t n = 1; n <= kFastModMax; ++n)
            r[n] = (std::uint64_t{1} << 32) % n;
        return r;
    }();
    static std::uint64_t fastMod(std::uint64_t x, std::uint64_t n)
    {
        const std::uint64_t folded = (x >> 32) * kPow32Mod[n] + (x & 0xffffffffU);
        const std::uint64_t low = kFastModM[n] * folded; // the fraction folded / n, mod 1
        return static_cast<std::uint64_t>((static_cast<U128>(low) * n) >> 64);
    }

    static constexpr std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
    static constexpr std::uint64_t splitmix64(std::uint64_t &x)
    {
        std::uint64_t z = (x += 0x9e3779b97f4a7c15ULL);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
        return z ^ (z >> 31);
    }
    std::array<std::uint64_t, 4> m_s{};
};

} // namespace rf::game
