// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "debugger/sharingcontroller.h"

#include "commands/scenariocommands.h"
#include "debugger/comparewindow.h"
#include "debugger/comparisoncontroller.h"
#include "debugger/debugcontroller.h"
#include "debugger/exportrulingdialog.h"
#include "document/scenariodocument.h"
#include "document/timeline.h"
#include "io/checkedsavefile.h"
#include "io/scenario/scenariofile.h"
#include "rules/ruleset.h"
#include "scene/boardscene.h"
#include "text/tracetext.h"
#include "widgets/filedialogfolder.h"
#include "words/tracetexts.h"

#include <QApplication>
#include <QClipboard>
#include <QDir>
#include <QFileDialog>
#include <QMenu>
#include <QMessageBox>
#include <QPainter>

#include <algorithm>

namespace rf::debugger {

SharingController::SharingController(editor::ScenarioDocument *doc, editor::Timeline *timeline, editor::BoardScene *scene,
                                     DebugController *controller, ComparisonController *comparisons, QWidget *window)
    : QObject(window), m_doc(doc), m_timeline(timeline), m_scene(scene), m_controller(controller),
      m_comparisons(comparisons), m_window(window)
{
    connect(m_comparisons, &ComparisonController::exportRulingRequested, this, [this](CompareWindow *from) { exportRuling(from); });
}

void SharingController::addActions(QMenu *share)
{
    share->addAction(tr("Copy Situation as Scenario"), this, [this] {
        QApplication::clipboard()->setText(QString::fromUtf8(io::scenarioToJson(situationScenario())));
        emit statusMessage(tr("The current situation is on the clipboard as a scenario file."), 4000);
    });
    share->addAction(tr("Export Trace as Text..."), this, &SharingController::exportTrace);
    share->addAction(tr("Export Current Step as Image..."), this, &SharingController::exportStepImage);
    QAction *ruling = share->addAction(tr("Export &Ruling..."), this, [this] { exportRuling(); });
    ruling->setObjectName(QStringLiteral("exportRuling"));
    share->addAction(tr("Save Expectations Here"), this, [this] {
        QString error;
        if (!addExpectationsHere(&error))
            QMessageBox::information(m_window, tr("Save Expectations"), error);
        else
            emit statusMessage(tr("Expectations added; save the scenario to keep them."), 4000);
    });
}

void SharingController::exportTrace()
{
    const QString path = editor::withFilterSuffix(
        QFileDialog::getSaveFileName(m_window, tr("Export Trace"), editor::dialogFolder(m_doc->filePath()), tr("Text (*.txt)")),
        tr("Text (*.txt)"));
    editor::rememberDialogFolder(path);
    if (path.isEmpty())
        return;
    if (auto saved = io::saveFile(path, traceText().toUtf8()); !saved)
        QMessageBox::warning(m_window, tr("Export Trace"), tr("Cannot write %1: %2").arg(path, saved.error()));
}

void SharingController::exportStepImage()
{
    const QString path = editor::withFilterSuffix(
        QFileDialog::getSaveFileName(m_window, tr("Export Image"), editor::dialogFolder(m_doc->filePath()), tr("PNG images (*.png)")),
        tr("PNG images (*.png)"));
    editor::rememberDialogFolder(path);
    if (path.isEmpty())
        return;
    io::CheckedSaveFile f(path);
    const bool opened = f.open(QIODevice::WriteOnly);
    if (opened && !captionedStepImage().save(&f, "PNG") && !f.failed())
        f.cancelWriting(); // an encoder failure must not replace the old file either
    const std::expected<void, QString> saved = opened ? f.finish() : std::unexpected(f.errorString());
    if (!saved)
        QMessageBox::warning(m_window, tr("Export Image"), tr("Cannot write %1: %2").arg(path, saved.error()));
}

model::Scenario SharingController::situationScenario() const
{
    model::Scenario sc = m_doc->scenario();
    const game::GameState &st = m_timeline->state();
    sc.title = sc.title + " (situation)";
    sc.expectations.clear();
    sc.rulesetExpectations.clear();
    sc.whatIfs.clear();
    sc.robots.clear();
    for (const game::RobotState &r : st.robots) {
        if (r.eliminated)
            continue;
        model::ScenarioRobot sr;
        sr.name = r.name;
        sr.at = r.destroyed ? r.archive : r.pos;
        sr.facing = r.facing;
        sr.damage = std::min(r.damage, 9);
        sr.lives = std::max(1, r.lives);
        sr.archive = r.archive;
        sr.flags = r.flags;
        sr.poweredDown = r.poweredDown;
        sr.energy = m_timeline->ruleset().traits().energy ? std::optional<int>(r.energy) : std::nullopt;
        // The program in the registers now, as the first turn of the new scenario.
        if (std::any_of(r.program.begin(), r.program.end(), [](const auto &c) { return c.has_value(); }))
            sr.turns.push_back(model::TurnPlan{r.program, {}, false});
        sc.robots.push_back(std::move(sr));
    }
    sc.turns = 1;
    sc.registers = 0;
    return sc;
}

QString SharingController::traceText() const
{
    return QString::fromStdString(text::traceText(m_timeline->trace()));
}

QImage SharingController::captionedStepImage() const
{
    // The board as shown, and under it what a reader needs without the debugger: the scenario,
    // the substep and what happened in it.
    const QImage board = stepImage();
    const game::Event *e = m_timeline->currentEvent();
    QString caption = m_doc->scenario().title.empty() ? m_doc->displayName() : QString::fromStdString(m_doc->scenario().title);
    caption += QLatin1Char('\n') + (e ? tr("Substep %1 of %2: %3").arg(m_timeline->position()).arg(m_timeline->length()).arg(words::substepTitle(m_timeline->trace(), *e))
                                       : tr("The start, before the first substep"));
    if (e)
        for (const game::Note &n : e->notes)
            caption += QLatin1Char('\n') + words::noteText(m_timeline->trace(), n);
    QFont font;
    font.setPixelSize(18);
    const int width = std::max(board.width(), 640);
    const QRect text = QFontMetrics(font).boundingRect(QRect(0, 0, width - 24, 100000), Qt::TextWordWrap, caption);
    QImage img(width, board.height() + text.height() + 24, QImage::Format_ARGB32_Premultiplied);
    img.fill(Qt::white);
    QPainter p(&img);
    p.drawImage(0, 0, board);
    p.setFont(font);
    p.setPen(Qt::black);
    p.drawText(QRect(12, board.height() + 12, width - 24, text.height()), Qt::TextWordWrap, caption);
    return img;
}

QImage SharingController::stepImage() const
{
    const QRectF area = m_scene->gridRect();
    QImage img(area.size().toSize(), QImage::Format_ARGB32_Premultiplied);
    img.fill(Qt::white);
    QPainter p(&img);
    m_scene->render(&p, QRectF(QPointF(0, 0), area.size()), area);
    return img;
}

ExportRulingDialog *SharingController::exportRuling(CompareWindow *from)
{
    m_controller->pause();
    auto *dialog = new ExportRulingDialog(m_doc->scenario(), m_doc->filePath(), m_timeline->length(),
                                          m_timeline->position(), from ? static_cast<QWidget *>(from) : m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    if (CompareWindow *compared = from ? from : m_comparisons->current(); compared)
        dialog->setComparison(compared->rulings(), std::max(compared->side(0)->length(), compared->side(1)->length()),
                              from != nullptr);
    connect(dialog, &ExportRulingDialog::exported, this, [this](const QString &path) {
        emit statusMessage(tr("Wrote the ruling report %1: it opens in any web browser.").arg(QDir::toNativeSeparators(path)), 6000);
    });
    dialog->open();
    return dialog;
}

bool SharingController::addExpectationsHere(QString *error)
{
    const game::Event *e = m_timeline->currentEvent();
    model::Expectation ex;
    if (e && e->kind == game::EventKind::Checkpoints) {
        ex.turn = e->turn;
        ex.afterRegister = e->reg;
    } else if (e && e->kind == game::EventKind::Cleanup) {
        ex.turn = e->turn;
    } else if (m_timeline->position() != m_timeline->length()) {
        if (error)
            *error = tr("Expectations hold after a register (its checkpoints substep), after a turn (clean-up) or at "
                        "the end: step there first.");
        return false;
    }
    const game::GameState &st = m_timeline->state();
    for (const game::RobotState &r : st.robots) {
        model::RobotExpectation re;
        re.robot = r.name;
        const bool gone = r.destroyed || r.eliminated;
        if (!gone)
            re.at = r.pos;
        re.facing = r.facing;
        re.damage = r.damage;
        re.destroyed = gone;
        re.lives = r.lives;
        re.flags = r.flags;
        ex.robots.push_back(std::move(re));
    }
    ex.winner = st.winner >= 0 ? st.robots[static_cast<std::size_t>(st.winner)].name : std::string();
    if (const auto problem = editor::addExpectation(*m_doc, ex)) {
        if (error)
            *error = words::scenarioErrorText(*problem);
        return false;
    }
    return true;
}

} // namespace rf::debugger
