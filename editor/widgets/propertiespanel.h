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
// registers, beam count and marker numbers, plus the course's name and author. A change applies
// to every selected element that has the property, through one ChangeElementsCommand; spin box
// drags and typing merge into one undo step until the field loses focus.
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

private:
    struct Selected {
        std::vector<ElementState> states;
    };
    void refresh();
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
};

} // namespace rf::editor
