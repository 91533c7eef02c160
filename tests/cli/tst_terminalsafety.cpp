// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Names, titles and file names from the user's files reach the terminal as one line each, with
// their control characters shown as escapes (issue 31): a robot name cannot forge a line of the
// report, and no escape sequence of a file reaches the terminal. JSON output keeps the text itself.
#include "cli/messages.h"
#include "clirun.h"
#include "text/printable.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLoggingCategory>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include "testmain.h"

using rf::test::runCli;

namespace {

Q_LOGGING_CATEGORY(lcFakeArchive, "kf.archive")

// A one-robot scenario whose robot, title and description are `name`, `title` and `description`
// (JSON string literals), with an expectation that fails when `failing`.
QByteArray scenarioText(const QByteArray &name, const QByteArray &title, bool failing)
{
    return "{\"format\": \"rallyforge-scenario\", \"version\": 1, \"title\": " + title + ", \"description\": " + title +
           ", \"ruleset\": \"classic\", \"seed\": 0,"
           " \"course\": {\"format\": \"rallyforge-board\", \"version\": 1, \"kind\": \"board\", \"name\": " +
           title +
           ", \"size\": [6, 6], \"cells\": [], \"edges\": [], \"markers\": []},"
           " \"robots\": [{\"name\": " +
           name +
           ", \"at\": [0, 1], \"facing\": \"E\", \"program\": [\"move3:800\"]}],"
           " \"play\": {\"registers\": 1},"
           " \"expect\": [{\"robots\": {" +
           name + ": {\"at\": [" + (failing ? "4" : "3") + ", 1]}}}]}";
}

QString write(const QTemporaryDir &dir, const QString &name, const QByteArray &text)
{
    const QString path = dir.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(text) != text.size())
        return {};
    return path;
}

// Whether `s` holds a character a terminal acts on, besides the line breaks the CLI writes.
bool hasControl(const QString &s)
{
    for (const QChar c : s) {
        const char16_t u = c.unicode();
        if ((u < 0x20 && u != '\n') || (u >= 0x7f && u <= 0x9f) || (u >= 0x202a && u <= 0x202e) ||
            (u >= 0x2066 && u <= 0x2069))
            return true;
    }
    return false;
}

} // namespace

class TestTerminalSafety : public QObject {
    Q_OBJECT
private slots:
    void printableEscapes()
    {
        using rf::text::printable;
        QCOMPARE(printable("Red\nPASS x"), std::string("Red\\nPASS x"));
        QCOMPARE(printable("\x1b[31mred\r\t"), std::string("\\x1b[31mred\\r\\t"));
        QCOMPARE(printable("a\x7f"
                           "b"),
                 std::string("a\\x7fb"));
        QCOMPARE(printable("\xc2\x9b"
                           "2J"),
                 std::string("\\u009b2J")); // C1 CSI
        QCOMPARE(printable("abc\xe2\x80\xae"
                           "gpj.exe"),
                 std::string("abc\\u202egpj.exe"));                         // right-to-left override
        QCOMPARE(printable("x\xe2\x81\xa6y"), std::string("x\\u2066y"));    // isolate
        QCOMPARE(printable("\xe2\x80\xa8"), std::string("\\u2028"));        // line separator
        QCOMPARE(printable("bad \xff\xc3"), std::string("bad \\xff\\xc3")); // not UTF-8
        QCOMPARE(printable(std::string_view("nul\0x", 5)), std::string("nul\\x00x"));
        // Printable text (accents, emoji, backslashes) is left as it is, and escaping is idempotent.
        const std::string plain = "Zo\xc3\xab \xf0\x9f\x98\x80 C:\\boards\\a";
        QCOMPARE(printable(plain), plain);
        QCOMPARE(printable(printable("Red\n\x1b")), printable("Red\n\x1b"));
    }
    void checkCannotForgeALine()
    {
        QTemporaryDir dir;
        const QByteArray name = "\"Red\\nPASS fake.rfscenario\\u001b[2J\"";
        const QString failing =
            write(dir, QStringLiteral("failing.rfscenario"), scenarioText(name, "\"T\\u001b]0;owned\\u0007\"", true));
        QVERIFY(!failing.isEmpty());
        const auto r = runCli({QStringLiteral("check"), failing});
        QCOMPARE(r.code, 1);
        QVERIFY2(!hasControl(r.out) && !hasControl(r.err), qPrintable(r.out));
        QVERIFY2(!r.out.contains(QRegularExpression(QStringLiteral("^PASS"), QRegularExpression::MultilineOption)),
                 qPrintable(r.out));
        QVERIFY2(r.out.contains(QLatin1String("Red\\nPASS fake.rfscenario\\x1b[2J")), qPrintable(r.out));
        // The JSON report has the name itself, JSON-escaped.
        const auto j = runCli({QStringLiteral("check"), QStringLiteral("--format"), QStringLiteral("json"), failing});
        QCOMPARE(j.code, 1);
        const QJsonObject report = QJsonDocument::fromJson(j.out.toUtf8()).object();
        const QJsonArray checks = report.value(QLatin1String("scenarios"))
                                      .toArray()
                                      .at(0)
                                      .toObject()
                                      .value(QLatin1String("checks"))
                                      .toArray();
        QVERIFY(!checks.isEmpty());
        QCOMPARE(checks.at(0).toObject().value(QLatin1String("robot")).toString(),
                 QStringLiteral("Red\nPASS fake.rfscenario\x1b[2J"));
    }
    void everyTextCommandEscapes_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("shows"); // the escaped text the output must show
        QTest::newRow("simulate") << QStringList{"simulate", "@s.rfscenario"} << "Red\\nPASS";
        QTest::newRow("info scenario") << QStringList{"info", "@s.rfscenario"} << "T\\x1b]0;owned\\x07";
        QTest::newRow("compare") << QStringList{"compare", "@s.rfscenario", "--ruleset",
                                                "classic", "--ruleset",     "renegade"}
                                 << "Red\\nPASS";
        QTest::newRow("file name") << QStringList{"validate", "@no\nsuch\x1b.rfboard"} << "no\\nsuch\\x1b.rfboard";
        QTest::newRow("pack title") << QStringList{"info", "@p.rfpack"} << "T\\x1b]0;owned\\x07";
        QTest::newRow("unknown command") << QStringList{"\x1b[2Jnope"} << "\\x1b[2Jnope";
    }
    void everyTextCommandEscapes()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, shows);
        QTemporaryDir dir;
        const QByteArray title = "\"T\\u001b]0;owned\\u0007\"";
        QVERIFY(!write(dir, QStringLiteral("s.rfscenario"), scenarioText("\"Red\\nPASS\"", title, false)).isEmpty());
        const QString board =
            write(dir, QStringLiteral("b.rfboard"),
                  "{\"format\": \"rallyforge-board\", \"version\": 1, \"kind\": \"board\", \"name\": " + title +
                      ", \"size\": [4, 4], \"cells\": [], \"edges\": [], \"markers\": []}");
        const auto packed = runCli({QStringLiteral("pack"), dir.filePath(QStringLiteral("p.rfpack")), board,
                                    QStringLiteral("--title"), QStringLiteral("T\x1b]0;owned\x07")});
        QVERIFY2(packed.code == 0, qPrintable(packed.err));
        for (QString &a : args)
            if (a.startsWith(QLatin1Char('@')))
                a = dir.filePath(a.mid(1));
        const auto r = runCli(args);
        QVERIFY2(!hasControl(r.out), qPrintable(r.out));
        QVERIFY2(!hasControl(r.err), qPrintable(r.err));
        QVERIFY2((r.out + r.err).contains(shows), qPrintable(r.out + r.err));
    }
    void qtWarningsNameTheFile()
    {
        // What Qt or KArchive say themselves reaches the error stream as one escaped line naming
        // the file being worked on; debug chatter does not reach it at all.
        QString err;
        QTextStream stream(&err);
        {
            const rf::cli::MessageScope messages(stream);
            qCWarning(lcFakeArchive, "Invalid ZIP file.\nUnrecognized header \x1b[2J");
            {
                const rf::cli::FileScope reading(QStringLiteral("dir/a\x1b.rfpack"));
                qCWarning(lcFakeArchive, "Invalid ZIP file.\nUnrecognized header");
                qCDebug(lcFakeArchive, "debug chatter");
            }
        }
        stream.flush();
        QCOMPARE(err, QStringLiteral(
                          "rallyforge-cli: warning: Invalid ZIP file.\\nUnrecognized header \\x1b[2J [kf.archive]\n"
                          "dir/a\\x1b.rfpack: warning: Invalid ZIP file.\\nUnrecognized header [kf.archive]\n"));
    }
};

RF_TEST_MAIN(TestTerminalSafety)
#include "tst_terminalsafety.moc"
