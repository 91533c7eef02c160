// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "filesizelimit.h"
#include "testboards.h"

#include "clirun.h"
#include "io/boardfile.h"

#include <QDir>
#include <QFile>
#include <QImageReader>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QTest>

#include "testmain.h"

using namespace rf;

// `rallyforge-cli render`, run in-process.
class TestCmdRender : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_board;

    int run(const QStringList &args, QString *out = nullptr, QString *err = nullptr)
    {
        const test::CliRun r = test::runCli(QStringList{QStringLiteral("render")} + args);
        if (out)
            *out = r.out;
        if (err)
            *err = r.err;
        return r.code;
    }

    QString file(const QString &name) const { return m_dir.filePath(name); }

private slots:
    void initTestCase()
    {
        m_board = file(QStringLiteral("showcase.rfboard"));
        const auto written = io::writeBoardFile(m_board, model::Course(render::testboards::showcase()));
        QVERIFY2(written.has_value(), written ? "" : qPrintable(written.error().toString()));
    }

    void png()
    {
        QString out;
        QCOMPARE(run({m_board, QStringLiteral("-o"), file(QStringLiteral("a.png")), QStringLiteral("--scale"), QStringLiteral("0.5")}, &out),
                 int(cli::kExitOk));
        QVERIFY(out.contains(QLatin1String("384 x 384 px")));
        QCOMPARE(QImageReader(file(QStringLiteral("a.png"))).size(), QSize(384, 384));
    }

    void pngWithinThePixelBudget()
    {
        // A 140 x 140 board at the default 64 px per square would be 8960 x 8960 pixels, over the
        // 64 Mpx budget: drawn smaller with a note; asked for at --scale 1 it is refused (exit 2).
        const QString big = file(QStringLiteral("big.rfboard"));
        const auto written = io::writeBoardFile(big, model::Course(model::Board(140, 140, "big")));
        QVERIFY(written.has_value());
        QString out;
        QString err;
        QCOMPARE(run({big, QStringLiteral("-o"), file(QStringLiteral("big.png"))}, &out, &err), int(cli::kExitOk));
        QVERIFY2(err.contains(QLatin1String(
                     "note: 140 x 140 squares at 64 px would be 8960 x 8960 pixels, over the budget of 67108864; "
                     "drawn at --scale 0.91")),
                 qPrintable(err));
        const QSize size = QImageReader(file(QStringLiteral("big.png"))).size();
        QCOMPARE(size, QSize(8154, 8154));
        QVERIFY(qint64(size.width()) * size.height() <= render::kMaxImagePixels);
        QVERIFY2(out.contains(QLatin1String("8154 x 8154 px")), qPrintable(out));
        QCOMPARE(run({big, QStringLiteral("-o"), file(QStringLiteral("big1.png")), QStringLiteral("--scale"),
                      QStringLiteral("1")},
                     nullptr, &err),
                 int(cli::kExitBadInput));
        QVERIFY2(err.contains(QLatin1String("8960 x 8960 pixels, over the budget")), qPrintable(err));
        QVERIFY(!QFile::exists(file(QStringLiteral("big1.png"))));
    }

    void pngAtDpi()
    {
        QCOMPARE(run({m_board, QStringLiteral("-o"), file(QStringLiteral("b.png")), QStringLiteral("--dpi"), QStringLiteral("100"),
                      QStringLiteral("--cell-mm"), QStringLiteral("25.4")}),
                 int(cli::kExitOk));
        QCOMPARE(QImageReader(file(QStringLiteral("b.png"))).size(), QSize(1200, 1200));
    }

    void svg()
    {
        QCOMPARE(run({m_board, QStringLiteral("--output"), file(QStringLiteral("c.svg"))}), int(cli::kExitOk));
        QSvgRenderer r(file(QStringLiteral("c.svg")));
        QVERIFY(r.isValid());
        QCOMPARE(r.viewBox(), QRect(0, 0, 768, 768));
    }

    void pdf()
    {
        QString out;
        QCOMPARE(run({m_board, QStringLiteral("-o"), file(QStringLiteral("d.pdf")), QStringLiteral("--cut-marks")}, &out), int(cli::kExitOk));
        QVERIFY2(out.contains(QLatin1String("1 page, 272 x 272 mm")), qPrintable(out));
        QCOMPARE(run({m_board, QStringLiteral("-o"), file(QStringLiteral("e.pdf")), QStringLiteral("--page"), QStringLiteral("a4")}, &out),
                 int(cli::kExitOk));
        QVERIFY2(out.contains(QLatin1String("2 pages")), qPrintable(out));
    }

    void errors_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("message");
        const QString board = m_dir.filePath(QStringLiteral("showcase.rfboard"));
        const QString png = m_dir.filePath(QStringLiteral("x.png"));
        QTest::newRow("no output") << QStringList{board} << int(cli::kExitBadInput) << QStringLiteral("missing -o");
        QTest::newRow("no file") << QStringList{QStringLiteral("-o"), png} << int(cli::kExitBadInput) << QStringLiteral("one FILE");
        QTest::newRow("bad type") << QStringList{board, QStringLiteral("-o"), m_dir.filePath(QStringLiteral("x.gif"))}
                                  << int(cli::kExitBadInput) << QStringLiteral("x.gif");
        QTest::newRow("bad scale") << QStringList{board, QStringLiteral("-o"), png, QStringLiteral("--scale"), QStringLiteral("zero")}
                                   << int(cli::kExitBadInput) << QStringLiteral("--scale");
        QTest::newRow("bad dpi") << QStringList{board, QStringLiteral("-o"), png, QStringLiteral("--dpi"), QStringLiteral("-3")}
                                 << int(cli::kExitBadInput) << QStringLiteral("--dpi");
        for (const char *nan : {"nan", "NaN", "inf"})
            QTest::newRow(qPrintable(QStringLiteral("scale %1").arg(QLatin1String(nan))))
                << QStringList{board, QStringLiteral("-o"), png, QStringLiteral("--scale"), QLatin1String(nan)} << int(cli::kExitBadInput) << QStringLiteral("--scale");
        QTest::newRow("cell-mm nan") << QStringList{board, QStringLiteral("-o"), m_dir.filePath(QStringLiteral("x.pdf")), QStringLiteral("--cell-mm"), QStringLiteral("nan")}
                                     << int(cli::kExitBadInput) << QStringLiteral("--cell-mm");
        QTest::newRow("cell-mm tiny") << QStringList{board, QStringLiteral("-o"), m_dir.filePath(QStringLiteral("x.pdf")), QStringLiteral("--cell-mm"), QStringLiteral("1e-9")}
                                      << int(cli::kExitBadInput) << QStringLiteral("--cell-mm");
        QTest::newRow("too large") << QStringList{board, QStringLiteral("-o"), png, QStringLiteral("--scale"), QStringLiteral("64")}
                                   << int(cli::kExitBadInput) << QStringLiteral("pixels");
        QTest::newRow("bad page") << QStringList{board, QStringLiteral("-o"), png, QStringLiteral("--page"), QStringLiteral("b9")}
                                  << int(cli::kExitBadInput) << QStringLiteral("--page");
        QTest::newRow("missing input") << QStringList{m_dir.filePath(QStringLiteral("nope.rfboard")), QStringLiteral("-o"), png}
                                       << int(cli::kExitBadInput) << QStringLiteral("nope.rfboard");
        QTest::newRow("unwritable") << QStringList{board, QStringLiteral("-o"), m_dir.filePath(QStringLiteral("no/dir/x.png"))}
                                    << int(cli::kExitFailure) << QStringLiteral("x.png");
    }

    void errors()
    {
        QFETCH(QStringList, args);
        QFETCH(int, code);
        QFETCH(QString, message);
        QString err;
        QCOMPARE(run(args, nullptr, &err), code);
        QVERIFY2(err.contains(message), qPrintable(err));
    }

    // On a full disk (here: a file size limit) render fails with the system's reason and keeps
    // the old image; it never says "wrote".
    void failedWriteKeepsTheOldImage_data()
    {
        QTest::addColumn<QString>("name");
        for (const char *name : {"kept.png", "kept.svg", "kept.pdf"})
            QTest::newRow(name) << QString::fromLatin1(name);
    }

    void failedWriteKeepsTheOldImage()
    {
        QFETCH(QString, name);
        const QString path = file(name);
        const QByteArray old("the old image\n");
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            QCOMPARE(f.write(old), old.size());
        }
        QString out;
        QString err;
        int code = 0;
        {
            rf::testing::FileSizeLimit limit(4096);
            if (!limit.active())
                QSKIP("no file size limit on this system");
            code = run({m_board, QStringLiteral("-o"), path}, &out, &err);
        }
        QCOMPARE(code, int(cli::kExitFailure));
        QVERIFY2(err.contains(rf::testing::FileSizeLimit::reason()), qPrintable(err));
        QVERIFY2(err.contains(name), qPrintable(err));
        QVERIFY2(!out.contains(QLatin1String("wrote")), qPrintable(out));
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), old);
    }

    void help()
    {
        QString out;
        QCOMPARE(run({QStringLiteral("--help")}, &out), int(cli::kExitOk));
        QVERIFY(out.contains(QLatin1String("--cut-marks")));
        QVERIFY(out.contains(QLatin1String("--cell-mm")));
    }
};

RF_TEST_MAIN(TestCmdRender)
#include "tst_cmdrender.moc"
