// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game/event.h"

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace rf::sim {

using model::Direction;
using model::Point;

struct TraceRobot {
    std::string name;
    Point at{};
    Direction facing = Direction::North;
};

struct TraceHeader {
    std::string ruleset;
    std::vector<std::pair<std::string, bool>> options; // every option in effect
    std::uint64_t seed = 0;
    std::vector<TraceRobot> robots;
};

// Receives the simulation as it runs. A sink that does not want events (wantsEvents() false)
// costs nothing: the simulator then builds no Event at all.
class TraceSink {
public:
    virtual ~TraceSink() = default;
    virtual bool wantsEvents() const { return true; }
    virtual void beginGame(const TraceHeader &) {}
    virtual void beginTurn(int /*turn*/) {}
    virtual void endTurn(int /*turn*/) {}
    virtual void beginRegister(int /*turn*/, int /*reg*/) {}
    virtual void endRegister(int /*turn*/, int /*reg*/) {}
    // `reg` is 0 outside the registers (the deal, the end of the turn).
    virtual void beginPhase(int /*turn*/, int /*reg*/, game::Phase) {}
    virtual void endPhase(int /*turn*/, int /*reg*/, game::Phase) {}
    // The simulator reuses the event's buffers for the next substep: a sink that keeps events
    // copies them (one exact-size allocation per list that is not empty).
    virtual void event(const game::Event &) {}
};

class NullSink final : public TraceSink {
public:
    bool wantsEvents() const override { return false; }
};

// A whole trace as a flat list of entries (markers and events), in order.
struct TraceEntry {
    enum class Type : std::uint8_t { BeginTurn, EndTurn, BeginRegister, EndRegister, BeginPhase, EndPhase, Event };
    Type type = Type::Event;
    int turn = 0;
    int reg = 0;
    game::Phase phase = game::Phase::Deal;
    std::size_t event = 0; // index into Trace::events for Type::Event
};

struct Trace {
    TraceHeader header;
    std::vector<TraceEntry> entries;
    std::vector<game::Event> events;
    // Keeps the first `entries` entries and `events` events (a replay from an earlier point).
    void truncate(std::size_t entryCount, std::size_t eventCount)
    {
        entries.resize(entryCount);
        events.resize(eventCount);
    }
};

// Records everything into a Trace. It keeps no state of its own besides the trace, so recording
// can resume after the trace was cut back to an earlier step (ScenarioRun::restore).
class RecordingSink final : public TraceSink {
public:
    void beginGame(const TraceHeader &h) override { m_trace.header = h; }
    void beginTurn(int turn) override { mark(TraceEntry::Type::BeginTurn, turn, 0); }
    void endTurn(int turn) override { mark(TraceEntry::Type::EndTurn, turn, 0); }
    void beginRegister(int turn, int reg) override { mark(TraceEntry::Type::BeginRegister, turn, reg); }
    void endRegister(int turn, int reg) override { mark(TraceEntry::Type::EndRegister, turn, reg); }
    void beginPhase(int turn, int reg, game::Phase p) override { mark(TraceEntry::Type::BeginPhase, turn, reg, p); }
    void endPhase(int turn, int reg, game::Phase p) override { mark(TraceEntry::Type::EndPhase, turn, reg, p); }
    void event(const game::Event &e) override
    {
        m_trace.entries.push_back({TraceEntry::Type::Event, e.turn, e.reg, e.phase, m_trace.events.size()});
        m_trace.events.push_back(e);
    }
    const Trace &trace() const { return m_trace; }
    Trace &trace() { return m_trace; }
    Trace takeTrace() { return std::move(m_trace); }

private:
    void mark(TraceEntry::Type t, int turn, int reg, game::Phase p = game::Phase::Deal) { m_trace.entries.push_back({t, turn, reg, p, 0}); }
    Trace m_trace;
};

} // namespace rf::sim
