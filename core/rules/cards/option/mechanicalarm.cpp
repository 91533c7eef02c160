// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Mechanical Arm (RULES.md 8.2): in phase E the robot touches a checkpoint or a repair site on one
// of the eight squares around it, as if it stood there (a diagonal needs one of its two paths
// around the corner free of walls).
#include "model/passage.h"
#include "rules/cards/option/optionuse.h"

#include <array>

namespace rf::rules::cards {

using namespace rf::model;

namespace optionmechanicalarm {

// Whether no wall lies between two orthogonal neighbours: a robot could cross there (board
// passage, model/passage.h).
bool openEdge(const BoardIndex &b, Point from, Direction d)
{
    return passable(b.crossing(from, d));
}

// The square among the 8 around p that holds checkpoint `flag`, walls or not.
std::optional<Point> flagBeside(const BoardIndex &b, Point p, int flag)
{
    for (int dy = -1; dy <= 1; ++dy)
        for (int dx = -1; dx <= 1; ++dx)
            if (const Point n{p.x + dx, p.y + dy}; (dx != 0 || dy != 0) && b.contains(n) && b.checkpointAt(n) == flag)
                return n;
    return std::nullopt;
}

// The neighbouring square with checkpoint `flag` (0: a repair site) that robot i touches, or none.
std::optional<Point> armReach(const Engine &e, int i, int flag)
{
    if (!e.holds(i, OptionId::MechanicalArm))
        return std::nullopt;
    const BoardIndex &b = e.board();
    const Point p = e.robot(i).pos;
    // Neighbours clockwise from north.
    static constexpr std::array<std::pair<Direction, std::optional<Direction>>, 8> kAround{
        {{Direction::North, {}},
         {Direction::North, Direction::East},
         {Direction::East, {}},
         {Direction::South, Direction::East},
         {Direction::South, {}},
         {Direction::South, Direction::West},
         {Direction::West, {}},
         {Direction::North, Direction::West}}};
    for (const auto &[a, c] : kAround) {
        const Point n = c ? step(step(p, a), *c) : step(p, a);
        const bool wanted =
            b.contains(n) && (flag > 0 ? b.checkpointAt(n) == flag : b.device(n).kind == DeviceKind::RepairSite);
        if (!wanted)
            continue;
        bool open = false;
        if (!c) {
            open = openEdge(b, p, a);
        } else {
            const Point viaA = step(p, a), viaC = step(p, *c);
            open = (b.contains(viaA) && openEdge(b, p, a) && openEdge(b, viaA, *c)) ||
                   (b.contains(viaC) && openEdge(b, p, *c) && openEdge(b, viaC, a));
        }
        if (open)
            return n;
    }
    return std::nullopt;
}

std::optional<Point> repairSite(const Engine &e, int i)
{
    return armReach(e, i, 0);
}

// Flags in order, so one beside the next can follow it; the next flag beside the robot that the
// arm cannot touch: the trace says why not. A repair site touched moves the archive there.
void reach(Engine &e, int i)
{
    if (!e.holds(i, OptionId::MechanicalArm))
        return;
    auto &r = e.robot(i);
    const BoardIndex &b = e.board();
    for (int guard = 0; guard < 8; ++guard) {
        const int next = r.flags + 1;
        const auto flag = armReach(e, i, next);
        if (!flag || b.checkpointAt(r.pos) == next)
            break;
        e.note(game::Code::MechanicalArmTouch, i, -1, *flag);
        if (r.archive != *flag) {
            e.note(game::Code::ArchiveMoved, i, -1, *flag);
            r.archive = *flag;
        }
        e.touchCheckpoint(i, next, *flag);
    }
    if (const int next = r.flags + 1; !armReach(e, i, next))
        if (const auto beside = flagBeside(b, r.pos, next))
            e.note(game::Code::MechanicalArmOutOfReach, i, -1, *beside, Direction::North, next);
    const bool ownSite = b.checkpointAt(r.pos) > 0 || b.device(r.pos).kind == DeviceKind::RepairSite;
    if (!ownSite)
        if (const auto site = armReach(e, i, 0); site && r.archive != *site) {
            e.note(game::Code::MechanicalArmTouch, i, -1, *site);
            e.note(game::Code::ArchiveMoved, i, -1, *site);
            r.archive = *site;
        }
}

} // namespace optionmechanicalarm

const CardUnit &mechanicalArmCard()
{
    static const CardUnit unit{.data = optionData(OptionId::MechanicalArm),
                               .checkpoint = &optionmechanicalarm::reach,
                               .repairSite = &optionmechanicalarm::repairSite};
    return unit;
}

} // namespace rf::rules::cards
