// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/validationpanel.h"

#include "document/boarddocument.h"
#include "models/diagnosticsmodel.h"
#include "rules/ruleset.h"
#include "validate/validator.h"
#include "words/rulenames.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QTimer>
#include <QTreeView>
#include <QVBoxLayout>

namespace rf::editor {

using namespace rf::model;

ValidationPanel::ValidationPanel(BoardDocument *doc, QWidget *parent)
    : QWidget(parent), m_doc(doc), m_model(new DiagnosticsModel(this)), m_view(new QTreeView(this)),
      m_edition(new QComboBox(this)), m_timer(new QTimer(this))
{
    m_view->setModel(m_model);
    m_view->setRootIsDecorated(false);
    m_view->setAlternatingRowColors(true);
    m_view->header()->setSectionResizeMode(DiagnosticsModel::MessageColumn, QHeaderView::Stretch);
    m_view->header()->setSectionResizeMode(DiagnosticsModel::SeverityColumn, QHeaderView::ResizeToContents);
    m_view->header()->setSectionResizeMode(DiagnosticsModel::PlaceColumn, QHeaderView::ResizeToContents);
    // The code is what users search for and quote: never cut it off.
    m_view->header()->setSectionResizeMode(DiagnosticsModel::CodeColumn, QHeaderView::ResizeToContents);
    m_view->header()->setStretchLastSection(false);
    m_view->setWhatsThis(tr("<b>Validation</b><p>Problems the validator finds in the course, updated as you edit. "
                            "Click a row to select and show its square or border.</p>"));
    m_edition->addItem(tr("Any edition"), QString());
    for (const std::string_view id : rules::availableRulesets())
        m_edition->addItem(words::rulesetName(id), QString::fromUtf8(id.data(), static_cast<qsizetype>(id.size())));
    m_edition->setToolTip(tr("Also check what this edition needs: its priority antenna or token, its reboot tokens, "
                             "and board elements it does not have or does not play"));
    auto *editionLabel = new QLabel(tr("&Edition:"), this);
    editionLabel->setBuddy(m_edition);
    auto *top = new QHBoxLayout;
    top->addWidget(editionLabel);
    top->addWidget(m_edition);
    top->addStretch(1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addLayout(top);
    layout->addWidget(m_view);

    m_timer->setSingleShot(true);
    m_timer->setInterval(kDebounceMs);
    connect(m_timer, &QTimer::timeout, this, &ValidationPanel::validateNow);
    connect(doc, &BoardDocument::changed, m_timer, qOverload<>(&QTimer::start));
    connect(doc, &BoardDocument::documentReset, this, &ValidationPanel::validateNow);
    connect(m_edition, &QComboBox::currentIndexChanged, this, &ValidationPanel::validateNow);
    connect(m_view, &QTreeView::clicked, this, &ValidationPanel::activate);
    connect(m_view, &QTreeView::activated, this, &ValidationPanel::activate);
    validateNow();
}

void ValidationPanel::validateNow()
{
    m_timer->stop();
    const rules::Ruleset *ruleset = rules::rulesetById(edition());
    m_model->setDiagnostics(ruleset ? validate::validate(m_doc->course(), ruleset->traits()) : validate::validate(m_doc->course()));
    emit countsChanged(m_model->errorCount(), m_model->warningCount());
}

std::string ValidationPanel::edition() const
{
    return m_edition->currentData().toString().toStdString();
}

void ValidationPanel::activate(const QModelIndex &index)
{
    const validate::Diagnostic *d = m_model->diagnostic(index);
    if (!d)
        return;
    Selection s;
    QPoint centre;
    if (d->cell) {
        s.cells = QRect(d->cell->x, d->cell->y, 1, 1);
        centre = QPoint(d->cell->x, d->cell->y);
    } else if (d->edge) {
        for (const EdgeFeature *f : m_doc->combined().featuresAt(*d->edge))
            s.elements.append(f->id);
        const Point cell = m_doc->combined().contains(d->edge->after()) ? d->edge->after() : d->edge->before();
        centre = QPoint(cell.x, cell.y);
    } else {
        return;
    }
    if (d->element != kNoId && !s.elements.contains(d->element))
        s.elements.append(d->element);
    m_doc->setSelection(s);
    emit centreRequested(centre);
}

} // namespace rf::editor
