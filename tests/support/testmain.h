// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// Test classes are linked a folder to a program (docs/architecture.md, "Tests"): linking one
// program per class cost more than compiling them. Each test source registers its class under its
// ctest name instead of defining main(); the program runs the class named by its first argument
// and passes the rest to QTest, so `ctest -R NAME` and `PROGRAM NAME -functions` work as before.
#pragma once

#include <QStringList>
#include <QTest>

#if defined(QT_WIDGETS_LIB)
#include <QApplication>
#define RF_TEST_DEFAULT_APP QApplication
#elif defined(QT_GUI_LIB)
#include <QGuiApplication>
#define RF_TEST_DEFAULT_APP QGuiApplication
#else
#define RF_TEST_DEFAULT_APP QCoreApplication
#endif

namespace rf::test {

using TestEntry = int (*)(int argc, char *argv[]);

// Called by the RF_TEST_*MAIN macros while the program starts: the test is named after its source
// file, `file` (__FILE__), without folder and suffix ("tst_board").
bool registerTest(const char *file, TestEntry entry);

// The arguments that select the running test: a test that starts its own program again as a
// child process puts these first.
QStringList selfArguments();

} // namespace rf::test

// As QTEST_MAIN, QTEST_GUILESS_MAIN and QTEST_APPLESS_MAIN, but registered instead of main().
#define RF_TEST_ENTRY(TestObject, ...)                                                             \
    namespace {                                                                                    \
    int rfRunTest##TestObject(int argc, char *argv[])                                              \
    {                                                                                              \
        __VA_ARGS__                                                                                \
        TestObject tc;                                                                             \
        QTEST_SET_MAIN_SOURCE_PATH                                                                 \
        return QTest::qExec(&tc, argc, argv);                                                      \
    }                                                                                              \
    [[maybe_unused]] const bool rfTestRegistered##TestObject =                                     \
        rf::test::registerTest(__FILE__, &rfRunTest##TestObject);                              \
    }

#define RF_TEST_APPLICATION(App)                                                                   \
    App app(argc, argv);                                                                           \
    app.setAttribute(Qt::AA_Use96Dpi, true);

#define RF_TEST_MAIN(TestObject) RF_TEST_ENTRY(TestObject, RF_TEST_APPLICATION(RF_TEST_DEFAULT_APP))
#define RF_TEST_GUILESS_MAIN(TestObject) RF_TEST_ENTRY(TestObject, RF_TEST_APPLICATION(QCoreApplication))
#define RF_TEST_APPLESS_MAIN(TestObject) RF_TEST_ENTRY(TestObject)

// For a test with a main() of its own (one that also plays a child process): `function` has
// main()'s signature and is run in its place.
#define RF_TEST_CUSTOM_MAIN(function)                                                              \
    namespace {                                                                                    \
    [[maybe_unused]] const bool rfTestRegistered##function = rf::test::registerTest(__FILE__, &function); \
    }
