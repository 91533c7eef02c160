// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// main() of every test program: runs the test class named by the first argument.
#include "testmain.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <string>
#include <vector>

namespace rf::test {
namespace {

std::map<std::string, TestEntry> &registry()
{
    static std::map<std::string, TestEntry> tests;
    return tests;
}

QString &selected()
{
    static QString name;
    return name;
}

} // namespace

bool registerTest(const char *file, TestEntry entry)
{
    std::string name(file);
    name.erase(0, name.find_last_of("/\\") + 1);
    name.erase(std::min(name.find('.'), name.size()));
    if (!registry().emplace(name, entry).second) {
        std::fprintf(stderr, "test %s is registered twice in this program\n", name.c_str());
        std::abort();
    }
    return true;
}

QStringList selfArguments()
{
    return {selected()};
}

} // namespace rf::test

int main(int argc, char *argv[])
{
    const auto &tests = rf::test::registry();
    const auto found = argc >= 2 ? tests.find(argv[1]) : tests.end();
    if (found == tests.end()) {
        if (argc >= 2)
            std::fprintf(stderr, "%s: no test named %s in this program\n", argv[0], argv[1]);
        std::fprintf(stderr, "usage: %s TEST [QTest options...]\ntests:\n", argv[0]);
        for (const auto &[name, entry] : tests)
            std::fprintf(stderr, "  %s\n", name.c_str());
        return 2;
    }
    rf::test::selected() = QString::fromLocal8Bit(argv[1]);
    // QTest sees the arguments it would have seen as a program of its own: the name goes.
    std::vector<char *> args{argv[0]};
    args.insert(args.end(), argv + 2, argv + argc);
    args.push_back(nullptr);
    return found->second(argc - 1, args.data());
}
