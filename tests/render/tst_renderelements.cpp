// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "golden.h"

#include "render/artlibrary.h"
#include "render/boardrenderer.h"

#include <QPainter>
#include <QSvgRenderer>
#include <QTest>

#include "testmain.h"

using namespace rf;
using namespace rf::render;
using model::Direction;

Q_DECLARE_METATYPE(rf::render::Element)

namespace {

QString dirName(Direction d) { return QString::fromLatin1(model::directionLetter(d)); }

} // namespace

// Every element kind in every direction renders, and differs from an empty floor square.
class TestRenderElements : public QObject {
    Q_OBJECT

    static constexpr int kSize = 48;

private slots:
    void everyArtFileLoads()
    {
        ArtLibrary art;
        for (int i = 0; i < kArtCount; ++i) {
            const auto a = static_cast<Art>(i);
            QVERIFY2(art.isValid(a), qPrintable(artName(a)));
            // Express and tinted variants are substituted text: they must still parse.
            QVERIFY2(art.isValid(a, ArtStyle{true, QColor(Qt::red)}), qPrintable(artName(a)));
            QSvgRenderer r(QLatin1String(":/art/") + artName(a) + QLatin1String(".svg"));
            const QRectF box = r.viewBoxF();
            QCOMPARE(box.width(), 100.0);
            QCOMPARE(box.height(), isEdgeArt(a) ? 40.0 : 100.0);
        }
    }

    void everyElementRenders_data()
    {
        QTest::addColumn<Element>("element");
        for (int k = 0; k < model::kFloorKindCount; ++k) {
            const auto kind = static_cast<model::FloorKind>(k);
            if (kind != model::FloorKind::Floor)
                QTest::newRow(model::floorKindName(kind).data()) << Element(model::Floor{kind, {}});
        }
        for (Direction d : model::kAllDirections)
            QTest::addRow("water-current-%s", qPrintable(dirName(d))) << Element(model::Floor{model::FloorKind::Water, d});

        for (int k = 1; k < model::kDeviceKindCount; ++k) {
            const auto kind = static_cast<model::DeviceKind>(k);
            for (Direction d : model::kAllDirections) {
                model::Device dev;
                dev.kind = kind;
                dev.dir = d;
                dev.registers = model::RegisterSet{2, 4};
                dev.inputs = model::straightInputs(d);
                dev.colour = "green";
                const QString base = QString::fromLatin1(model::deviceKindName(kind)) + QLatin1Char('-') + dirName(d);
                QTest::newRow(qPrintable(base)) << Element(dev);
                if (kind == model::DeviceKind::Belt) {
                    const std::pair<const char *, model::DirectionSet> shapes[] = {
                        {"curve-left", {model::turnLeft(d)}},
                        {"curve-right", {model::turnRight(d)}},
                        {"t", {model::turnLeft(d), model::turnRight(d)}},
                        {"merge-left", {model::opposite(d), model::turnLeft(d)}},
                        {"merge-right", {model::opposite(d), model::turnRight(d)}},
                        {"merge-all", {model::opposite(d), model::turnLeft(d), model::turnRight(d)}},
                        {"dead", {}},
                    };
                    for (const auto &[name, inputs] : shapes) {
                        for (bool express : {false, true}) {
                            dev.inputs = inputs;
                            dev.express = express;
                            QTest::addRow("%s-%s%s", qPrintable(base), name, express ? "-express" : "") << Element(dev);
                        }
                    }
                }
            }
        }
        model::Device gear;
        gear.kind = model::DeviceKind::Gear;
        gear.clockwise = false;
        QTest::newRow("gear-left") << Element(gear);
        model::Device repair;
        repair.kind = model::DeviceKind::RepairSite;
        repair.wrenches = 2;
        QTest::newRow("repair-2") << Element(repair);

        for (int k = 0; k < model::kEdgeKindCount; ++k) {
            const auto kind = static_cast<model::EdgeKind>(k);
            for (Direction d : model::kAllDirections) {
                for (int beams = 1; beams <= (kind == model::EdgeKind::Laser ? 3 : 1); ++beams) {
                    model::EdgeFeature f;
                    f.kind = kind;
                    f.dir = d;
                    f.beams = beams;
                    f.registers = kind == model::EdgeKind::Pusher ? model::RegisterSet{1, 3} : model::RegisterSet{};
                    QTest::addRow("%s-%s-%d", model::edgeKindName(kind).data(), qPrintable(dirName(d)), beams) << Element(f);
                }
            }
        }
        for (int k = 0; k < model::kMarkerKindCount; ++k) {
            const auto kind = static_cast<model::MarkerKind>(k);
            for (Direction d : model::kAllDirections) {
                model::Marker m;
                m.kind = kind;
                m.facing = d;
                m.number = 3;
                QTest::addRow("%s-%s", model::markerKindName(kind).data(), qPrintable(dirName(d))) << Element(m);
            }
        }
    }

    void everyElementRenders()
    {
        QFETCH(Element, element);
        BoardRenderer r;
        const QImage empty = r.elementImage(model::Floor{}, kSize);
        const QImage img = r.elementImage(element, kSize);
        QCOMPARE(img.size(), QSize(kSize, kSize));
        QVERIFY2(testing::differingFraction(img, empty, 40) > 0.02, "looks like an empty floor square");

        // Turned elements look different from the north-pointing one (not for symmetric art).
        if (const auto *dev = std::get_if<model::Device>(&element); dev && model::deviceHasDirection(dev->kind)
                                                                   && dev->dir != Direction::North) {
            model::Device north = *dev;
            north.dir = Direction::North;
            north.inputs = dev->inputs.rotated(4 - static_cast<int>(dev->dir));
            QVERIFY(testing::differingFraction(img, r.elementImage(north, kSize), 40) > 0.02);
        }
    }

    // The canvas and exports on high-DPI screens: tiles follow the device pixel ratio.
    void iconsFollowDevicePixelRatio()
    {
        BoardRenderer r;
        model::Device belt;
        belt.kind = model::DeviceKind::Belt;
        belt.inputs = model::straightInputs(Direction::North);
        const QImage one = r.elementImage(belt, 32, 1.0);
        const QImage two = r.elementImage(belt, 32, 2.0);
        QCOMPARE(one.size(), QSize(32, 32));
        QCOMPARE(two.size(), QSize(64, 64));
        QCOMPARE(two.devicePixelRatio(), 2.0);
        const QPixmap icon = r.elementIcon(belt, 24, 1.5);
        QCOMPARE(icon.size(), QSize(36, 36));
    }

    void portalColours()
    {
        QCOMPARE(BoardRenderer::portalColour("red"), QColor(Qt::red));
        QCOMPARE(BoardRenderer::portalColour("#102030"), QColor(0x10, 0x20, 0x30));
        // Unknown names still get a stable colour.
        QCOMPARE(BoardRenderer::portalColour("teal-ish"), BoardRenderer::portalColour("teal-ish"));
        QVERIFY(BoardRenderer::portalColour("teal-ish").isValid());

        BoardRenderer r;
        model::Device portal;
        portal.kind = model::DeviceKind::Portal;
        portal.colour = "red";
        const QImage red = r.elementImage(portal, kSize);
        portal.colour = "blue";
        const QImage blue = r.elementImage(portal, kSize);
        QVERIFY(testing::differingFraction(red, blue, 40) > 0.2);
    }

    void registerBadgesShowActiveRegisters()
    {
        BoardRenderer r;
        model::Device crusher;
        crusher.kind = model::DeviceKind::Crusher;
        crusher.registers = model::RegisterSet{1};
        const QImage one = r.elementImage(crusher, 96);
        crusher.registers = model::RegisterSet{5};
        const QImage five = r.elementImage(crusher, 96);
        // Register 1's badge is on the left, 5's on the right of the bottom strip.
        const auto lit = [](const QImage &img, int x) {
            const QColor c = img.pixelColor(x, 96 - 12);
            return c.red() > 200 && c.green() > 150 && c.blue() < 120;
        };
        const int first = static_cast<int>(96 * 0.08 + 96 * 0.84 / 10);
        const int last = static_cast<int>(96 * 0.92 - 96 * 0.84 / 10);
        QVERIFY(lit(one, first - 5) || lit(one, first + 5));
        QVERIFY(!lit(five, first - 5) && !lit(five, first + 5));
        QVERIFY(lit(five, last - 5) || lit(five, last + 5));
    }
};

RF_TEST_MAIN(TestRenderElements)
#include "tst_renderelements.moc"
