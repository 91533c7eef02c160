// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "render/steppainter.h"

#include "render/boardrenderer.h"

#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>
#include <numbers>
#include <optional>

namespace rf::render {

namespace {

void arrow(QPainter &p, QPointF from, QPointF to, const QColor &colour)
{
    const QLineF line(from, to);
    if (line.length() < 1.0)
        return;
    p.setPen(QPen(colour, 5.0, Qt::SolidLine, Qt::RoundCap));
    p.drawLine(line);
    const double angle = std::atan2(-line.dy(), line.dx());
    constexpr double kHead = 16.0;
    const QPointF a = to - QPointF(std::cos(angle - std::numbers::pi / 6) * kHead, -std::sin(angle - std::numbers::pi / 6) * kHead);
    const QPointF b = to - QPointF(std::cos(angle + std::numbers::pi / 6) * kHead, -std::sin(angle + std::numbers::pi / 6) * kHead);
    p.setBrush(colour);
    p.setPen(Qt::NoPen);
    p.drawPolygon(QPolygonF{to, a, b});
}

void hitMark(QPainter &p, QPointF at)
{
    QPainterPath star;
    for (int k = 0; k < 16; ++k) {
        const double r = k % 2 == 0 ? 18.0 : 8.0;
        const double a = k * std::numbers::pi / 8;
        const QPointF q = at + QPointF(std::cos(a) * r, std::sin(a) * r);
        k == 0 ? star.moveTo(q) : star.lineTo(q);
    }
    star.closeSubpath();
    p.setPen(QPen(QColor(120, 0, 0), 1.5));
    p.setBrush(QColor(255, 200, 0, 230));
    p.drawPath(star);
}

struct ShotStyle {
    QColor colour;
    Qt::PenStyle line;
};

// How a shot noted with code c is drawn, or nothing when c is not a robot's shot.
std::optional<ShotStyle> shotStyle(game::Code c)
{
    using game::Code;
    switch (c) {
    case Code::RobotLaserHit:
    case Code::RearLaserHit:
    case Code::FireControlLock:
    case Code::Deflected: return ShotStyle{QColor(255, 60, 160, 230), Qt::DashLine};
    case Code::RailGunHit:
    case Code::RailGunShot: return ShotStyle{QColor(0, 210, 255, 235), Qt::SolidLine};
    case Code::MiniHowitzerHit:
    case Code::HowitzerHit:
    case Code::HowitzerFired:
    case Code::DisplacedToToken:
    case Code::WeaponMoved:
    case Code::RadioControlTakes: return ShotStyle{QColor(255, 150, 0, 235), Qt::DashDotLine};
    // Every other code is not a shot. Listed one by one (no default), so that a new code is a
    // compile error here until it is placed.
    case Code::Moved:
    case Code::Rotated:
    case Code::BlockedByWall:
    case Code::BlockedByLedge:
    case Code::Pushed:
    case Code::PushBlocked:
    case Code::NoCard:
    case Code::PoweredDown:
    case Code::FellIntoPit:
    case Code::FellIntoDrain:
    case Code::FellOffBoard:
    case Code::FellThroughTrapDoor:
    case Code::Crushed:
    case Code::DestroyedByDamage:
    case Code::LedgeDrop:
    case Code::RampSlideBack:
    case Code::Portal:
    case Code::PortalOccupied:
    case Code::Teleported:
    case Code::TeleportBlocked:
    case Code::OilSlide:
    case Code::OilFirstSquareLost:
    case Code::WaterFirstSquareLost:
    case Code::Repulsed:
    case Code::FlamerBurn:
    case Code::CarriedByBelt:
    case Code::TurnedByBelt:
    case Code::BeltConflict:
    case Code::BeltSwap:
    case Code::BeltBlockedByRobot:
    case Code::BeltIntoWall:
    case Code::CarriedByCurrent:
    case Code::PusherPush:
    case Code::PusherInactive:
    case Code::GearTurn:
    case Code::CrusherInactive:
    case Code::LaserHit:
    case Code::Acid:
    case Code::Fire:
    case Code::Radiation:
    case Code::RadioactiveWaste:
    case Code::FlamerEndPhase:
    case Code::ArchiveMoved:
    case Code::FlagTaken:
    case Code::FlagOutOfOrder:
    case Code::Winner:
    case Code::Repaired:
    case Code::OptionCardDrawn:
    case Code::RegisterLocked:
    case Code::CardsDealt:
    case Code::RandomProgram:
    case Code::RandomLockedCard:
    case Code::Randomized:
    case Code::TrapDoorOpens:
    case Code::PowerDownRepair:
    case Code::PowerDownAnnounced:
    case Code::ReEntered:
    case Code::ReEntryMoved:
    case Code::Eliminated:
    case Code::BecameReal:
    case Code::VirtualPassThrough:
    case Code::CardRevealed:
    case Code::Rebooted:
    case Code::RebootPushed:
    case Code::DamageCardPlayed:
    case Code::AgainRepeats:
    case Code::PowerUp:
    case Code::EnergyTaken:
    case Code::BatteryCharged:
    case Code::UpgradeDrawn:
    case Code::UpgradeInstalled:
    case Code::UpgradeUninstalled:
    case Code::ShieldRaised:
    case Code::DamageDeflected:
    case Code::LaserKata:
    case Code::SpikyDamage:
    case Code::PiercingDrill:
    case Code::LuckyBooster:
    case Code::ChaosTheory:
    case Code::TopCardFaceUp:
    case Code::MemoryCardsLaid:
    case Code::MemoryCardsTaken:
    case Code::SelfDiagnostics:
    case Code::TokenGiven:
    case Code::HaywiresRewired:
    case Code::Calibrated:
    case Code::HaywireProgrammed:
    case Code::DeckShuffled:
    case Code::CardNotInDeck:
    case Code::OptionDeckShuffled:
    case Code::OptionDiscarded:
    case Code::OptionLost:
    case Code::DamageCancelled:
    case Code::AblativeCoatAbsorbs:
    case Code::ShieldCancels:
    case Code::DecisionTaken:
    case Code::DecisionVoid:
    case Code::AbortSwitchSwap:
    case Code::Braked:
    case Code::CircuitBreakerTrips:
    case Code::ConditionalSwap:
    case Code::CrabStep:
    case Code::DualProcessorMove:
    case Code::FireControlDestroy:
    case Code::FlywheelCard:
    case Code::FourthGear:
    case Code::GyroscopeHolds:
    case Code::HighPowerThrough:
    case Code::MechanicalArmTouch:
    case Code::RadioControlledCard:
    case Code::RammingDamage:
    case Code::Recompiled:
    case Code::ReverseGear:
    case Code::Scrambled:
    case Code::SuperiorArchive:
    case Code::ChopShopScrap:
    case Code::ChopShopReload:
    case Code::ExtraMemoryCard:
    case Code::PushersMeet:
    case Code::RegistersNotPlayed:
    case Code::FinishedPlace:
    case Code::PusherHeld:
    case Code::MechanicalArmOutOfReach:
    case Code::ShopExchanged:
    case Code::ShopRefilled:
    case Code::UpgradeDeckShuffled:
    case Code::UpgradeBought:
    case Code::UpgradeReplaced:
    case Code::Recharged:
    case Code::SpecialCardGained:
    case Code::DamageCardTaken:
    case Code::DamagePileEmpty:
    case Code::DamagePilesEmpty:
    case Code::WormPlayed:
    case Code::TrojanPlayed:
    case Code::VirusPlayed:
    case Code::SpecialCardPlayed:
    case Code::SpamFiled:
    case Code::SpamBlocked:
    case Code::UpgradeMovesFirst:
    case Code::UpgradeHandDrawn:
    case Code::BoinkStep:
    case Code::ZoopTurn:
    case Code::UpgradeBraked:
    case Code::UpgradeCrabLegs:
    case Code::UpgradeTeleport:
    case Code::TeleportSwap:
    case Code::HoverOverPit:
    case Code::Hacked:
    case Code::RebootUsed:
    case Code::Refreshed:
    case Code::SideArmsPush:
    case Code::CacheMemory:
    case Code::MemorySwapped:
    case Code::Defragged:
    case Code::PushDamage:
    case Code::ChassisSwap:
    case Code::UpgradeScrambled:
    case Code::DeflectorShield:
    case Code::HitDamageCard:
    case Code::FlywheelCardLaid:
    case Code::ConditionalCardLaid:
    case Code::TokenPassed:
    case Code::TokenTaken:
    case Code::DamageDrawn:
    case Code::HaywireFaceDown:
    case Code::HaywireDiscarded:
    case Code::DamageDeckShuffled:
    case Code::DamageDeckEmpty:
    case Code::HaywirePlayed:
    case Code::RebootOffBoard:
    case Code::ReEnteredOnToken:
    case Code::ShutDown:
    case Code::DamageKept:
    case Code::AgainFirstRegister:
    case Code::AgainAfterDamage:
    case Code::ReEnteredOnArchive:
    case Code::HaywireEnergyPaid:
    case Code::CardRemovedFromGame:
    case Code::HaywireWallDamage:
    case Code::HaywireCardTurnedUp:
    case Code::LaserBoosted: return std::nullopt;
    }
    return std::nullopt;
}

void paintBeams(QPainter &p, const rules::BoardIndex &b, const game::Event &e, std::span<const game::RobotState> before)
{
    auto robotAt = [&](model::Point c) {
        return std::any_of(before.begin(), before.end(), [&](const game::RobotState &r) { return !r.destroyed && !r.eliminated && r.pos == c; });
    };
    // A glowing beam, wider than the board art's thin laser line, so the active ones stand out.
    const QPen glow(QColor(255, 40, 0, 110), 14.0, Qt::SolidLine, Qt::RoundCap);
    const QPen core(QColor(255, 235, 80, 240), 4.0, Qt::SolidLine, Qt::RoundCap);
    for (const rules::LaserInfo &l : b.lasers()) {
        if (std::find(e.elements.begin(), e.elements.end(), l.id) == e.elements.end() || l.length == 0)
            continue;
        // The beam runs from the emitter's edge along its path up to the first robot (it stops
        // there) or the path's end.
        model::Point last = l.first;
        bool stopped = false;
        for (int k = 0; k < l.length; ++k) {
            last = l.at(k);
            if (robotAt(last)) {
                stopped = true;
                break;
            }
        }
        const model::Point d = model::delta(l.dir);
        const QPointF step(d.x * kStepCell / 2, d.y * kStepCell / 2);
        const QPointF from = stepCellCentre(l.first) - step;
        // A stopped beam ends at the robot's near edge, leaving the robot readable.
        const QPointF to = stopped ? stepCellCentre(last) - step * 0.6 : stepCellCentre(last) + step;
        for (const QPen &pen : {glow, core}) {
            p.setPen(pen);
            p.drawLine(from, to);
        }
    }
    // The robots' shots, from the firer to the robot hit (or the Deflector Shield that stopped
    // it): lasers pink and dashed, a Rail Gun cyan (it passes walls and robots), the weapons that
    // move or take over their target orange.
    for (const game::Note &n : e.notes) {
        const std::optional<ShotStyle> style = shotStyle(n.code);
        if (!style || n.other < 0 || static_cast<std::size_t>(n.other) >= before.size())
            continue;
        p.setPen(QPen(style->colour, 4.0, style->line, Qt::RoundCap));
        p.drawLine(stepCellCentre(before[static_cast<std::size_t>(n.other)].pos), stepCellCentre(n.cell));
    }
    for (const game::Note &n : e.notes)
        if (n.code == game::Code::LaserHit || (n.code != game::Code::Deflected && shotStyle(n.code)))
            hitMark(p, stepCellCentre(n.cell) + QPointF(kStepCell * 0.28, -kStepCell * 0.28));
}

} // namespace

void paintRobotFigure(QPainter &p, const BoardRenderer &renderer, const game::RobotState &robot, int index, QPointF centre,
                      model::Direction facing)
{
    const QRectF cell(centre.x() - kStepCell / 2, centre.y() - kStepCell / 2, kStepCell, kStepCell);
    p.save();
    if (robot.poweredDown)
        p.setOpacity(0.55);
    renderer.paintRobot(p, cell, index, facing, QString::number(index + 1));
    p.restore();
}

void paintRobots(QPainter &p, const BoardRenderer &renderer, const rules::BoardIndex &board,
                 std::span<const game::RobotState> robots)
{
    for (std::size_t i = 0; i < robots.size(); ++i) {
        const game::RobotState &r = robots[i];
        if (!r.eliminated && !r.destroyed && board.contains(r.pos))
            paintRobotFigure(p, renderer, r, static_cast<int>(i), stepCellCentre(r.pos), r.facing);
    }
}

void paintStepUnder(QPainter &p, const BoardRenderer &renderer, const rules::BoardIndex &b, const game::Event &e)
{
    // Active cells (belts, gears...) and elements (pushers) of this substep.
    p.setPen(QPen(QColor(255, 170, 0), 4.0));
    p.setBrush(QColor(255, 210, 0, 70));
    for (const model::Point c : e.cells)
        p.drawRect(stepCellRect(c).adjusted(2, 2, -2, -2));
    for (const rules::PusherInfo &pu : b.pushers())
        if (std::find(e.elements.begin(), e.elements.end(), pu.id) != e.elements.end())
            p.drawRect(stepCellRect(pu.cell).adjusted(2, 2, -2, -2));
    // Moved robots: a ghost where they were, outlined so that it reads as "was here".
    for (const game::RobotChange &c : e.changes) {
        if (c.fromPos == c.toPos || c.reentered || !b.contains(c.fromPos))
            continue;
        p.save();
        p.setOpacity(0.45);
        renderer.paintRobot(p, stepCellRect(c.fromPos), c.robot, c.fromFacing);
        p.restore();
        p.setPen(QPen(QColor(20, 90, 230), 2.0, Qt::DashLine));
        p.setBrush(Qt::NoBrush);
        p.drawRoundedRect(stepCellRect(c.fromPos).adjusted(6, 6, -6, -6), 8, 8);
    }
}

void paintStepOver(QPainter &p, const rules::BoardIndex &b, const game::Event &e, std::span<const game::RobotState> before,
                   const std::function<QString(game::DestroyCause)> &causeLabel)
{
    if (e.kind == game::EventKind::Lasers)
        paintBeams(p, b, e, before);
    const QColor moveColour(20, 90, 230, 230);
    for (const game::RobotChange &c : e.changes) {
        if (c.reentered || !b.contains(c.fromPos))
            continue;
        if (c.fromPos != c.toPos) {
            // The arrow ends at the robot's edge so that its number stays readable.
            const QLineF line(stepCellCentre(c.fromPos), stepCellCentre(c.toPos));
            const double cut = std::min(kStepCell * 0.34, line.length() / 2);
            arrow(p, line.p1(), line.pointAt(1.0 - cut / line.length()), moveColour);
        } else if (c.fromFacing != c.toFacing && !c.destroyed) {
            // A turn on the spot: an arc around the robot in the sense of the rotation.
            const int quarter = (static_cast<int>(c.toFacing) - static_cast<int>(c.fromFacing) + 4) % 4;
            const QRectF ring = stepCellRect(c.toPos).adjusted(4, 4, -4, -4);
            const int span = quarter == 2 ? 180 : 90;
            const bool clockwise = quarter != 3;
            p.setPen(QPen(moveColour, 4.0, Qt::SolidLine, Qt::RoundCap));
            p.setBrush(Qt::NoBrush);
            // Qt angles run anticlockwise from 3 o'clock; start at 12 o'clock.
            p.drawArc(ring, 90 * 16, (clockwise ? -span : span) * 16);
            const double end = (90.0 + (clockwise ? -span : span)) * std::numbers::pi / 180.0;
            const QPointF tip = ring.center() + QPointF(std::cos(end) * ring.width() / 2, -std::sin(end) * ring.height() / 2);
            const double tangent = end + (clockwise ? -std::numbers::pi / 2 : std::numbers::pi / 2);
            arrow(p, tip - QPointF(std::cos(tangent) * 10, -std::sin(tangent) * 10), tip + QPointF(std::cos(tangent) * 2, -std::sin(tangent) * 2),
                  moveColour);
        }
    }
    // Destroyed robots: a red cross where they died and why.
    for (const game::RobotChange &c : e.changes) {
        if (!c.destroyed)
            continue;
        const QRectF r = stepCellRect(c.toPos).adjusted(8, 8, -8, -8);
        p.setPen(QPen(QColor(210, 0, 0), 7.0, Qt::SolidLine, Qt::RoundCap));
        p.drawLine(r.topLeft(), r.bottomRight());
        p.drawLine(r.topRight(), r.bottomLeft());
        QFont f = p.font();
        f.setPixelSize(13);
        f.setBold(true);
        p.setFont(f);
        const QString why = causeLabel ? causeLabel(c.cause) : QString();
        const QRectF label(stepCellRect(c.toPos).left() - 20, stepCellRect(c.toPos).bottom() - 18, kStepCell + 40, 18);
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(255, 255, 255, 220));
        p.drawRoundedRect(label.adjusted(14, 0, -14, 0), 4, 4);
        p.setPen(QColor(180, 0, 0));
        p.drawText(label, Qt::AlignCenter, why);
    }
}

void paintMarkedCells(QPainter &p, std::span<const model::Point> cells)
{
    for (const model::Point c : cells) {
        p.setPen(QPen(QColor(220, 0, 220), 6.0));
        p.setBrush(Qt::NoBrush);
        p.drawRect(stepCellRect(c).adjusted(3, 3, -3, -3));
    }
}

} // namespace rf::render
