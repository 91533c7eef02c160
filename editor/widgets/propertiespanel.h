// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "commands/elementcommands.h"

#include <QWidget>

#include <array>
#include <functional>
#include <vector>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace rf::editor {

class BoardDocument;

// Edits the selected elements: direction, express, gear sense, wrenches, portal colour, active
// registers, beam count and marker numbers, plus the course's name and author. A field whose
// value differs between the selected elements shows "(differs)" (a tristate box for check
// boxes). A change sets that one field on every selected element that has it, through one
// ChangeElementsCommand, and leaves their other fields alone; spin box drags and typing merge
// into one undo step until the field loses focus, register clicks in a row until a pause.
class PropertiesPanel : public QWidget {
    Q_OBJECT
public:
    explicit PropertiesPanel(BoardDocument *doc, QWidget *parent = nullptr);

    // For tests: the editors by property.
    QComboBox *directionBox() const { return m_direction; }
    QSpinBox *numberBox() const { return m_number; }
    QSpinBox *beamsBox() const { return m_beams; }
    QLineEdit *colourEdit() const { return m_colour; }
    QLabel *summaryLabel() const { return m_summary; }
    QCheckBox *registerBox(int reg) const { return m_registers[static_cast<std::size_t>(reg - 1)]; }
    QCheckBox *expressBox() const { return m_express; }
    QCheckBox *clockwiseBox() const { return m_clockwise; }
    QSpinBox *wrenchesBox() const { return m_wrenches; }

    // Register clicks this close together (ms) merge into one undo step.
    static constexpr qint64 kRegisterMergeMs = 1500;
    // For tests: the clock (milliseconds) that decides whether register clicks merge.
    void setClock(std::function<qint64()> msecs) { m_clock = std::move(msecs); }

private:
    struct Selected {
        std::vector<ElementState> states;
    };
    void refresh();
    // Fills the fields: the common value of the selected elements, or "(differs)".
    void showValues(const std::vector<ElementState> &states);
    Selected gather() const;
    // Applies `edit` to the states of the selected elements; pushes a command when any changed.
    void apply(const QString &what, int field, const std::function<bool(ElementState &)> &edit);
    int mergeKey(int field) const { return (field + 1) * 1000000 + m_session; }
    void endMerge() { ++m_session; }
    void setRowVisible(QWidget *field, bool visible);

    BoardDocument *m_doc;
    QFormLayout *m_form = nullptr;
    QLabel *m_summary = nullptr;
    QComboBox *m_direction = nullptr;
    QCheckBox *m_express = nullptr;
    QCheckBox *m_clockwise = nullptr;
    QSpinBox *m_wrenches = nullptr;
    QLineEdit *m_colour = nullptr;
    QWidget *m_registerRow = nullptr;
    std::array<QCheckBox *, 5> m_registers{};
    QSpinBox *m_beams = nullptr;
    QSpinBox *m_number = nullptr;
    QLineEdit *m_courseName = nullptr;
    QLineEdit *m_courseAuthor = nullptr;
    int m_session = 0;
    bool m_updating = false;
    std::function<qint64()> m_clock;
    qint64 m_lastRegisterClick = -1;
};

} // namespace rf::editor
