// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

#include <string>

class QComboBox;
class QTimer;
class QTreeView;

namespace rf::editor {

class BoardDocument;
class DiagnosticsModel;

// Live validation: the validator runs ~300 ms after the last edit; clicking a row selects and
// centres its square or border (centreRequested). The edition box adds the checks of the edition
// the course is meant for (validate::validate with its traits); "Any edition" checks only what
// every edition needs.
class ValidationPanel : public QWidget {
    Q_OBJECT
public:
    static constexpr int kDebounceMs = 300;

    explicit ValidationPanel(BoardDocument *doc, QWidget *parent = nullptr);
    DiagnosticsModel *model() const { return m_model; }
    QTreeView *view() const { return m_view; }
    QComboBox *editionBox() const { return m_edition; }
    // The ruleset id whose checks are added, empty for any edition.
    std::string edition() const;
    // Runs the validator now (also called by the debounce timer).
    void validateNow();

signals:
    void countsChanged(int errors, int warnings);
    void centreRequested(QPoint cell);

private:
    void activate(const QModelIndex &index);
    BoardDocument *m_doc;
    DiagnosticsModel *m_model;
    QTreeView *m_view;
    QComboBox *m_edition;
    QTimer *m_timer;
};

} // namespace rf::editor
