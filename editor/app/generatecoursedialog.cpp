// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/generatecoursedialog.h"

#include "analysis/measure.h"
#include "app/filecontroller.h"
#include "io/boardlibrary.h"
#include "io/measuredblock.h"
#include "render/imageexport.h"
#include "rules/options.h"
#include "rules/ruleset.h"
#include "widgets/filedialogfolder.h"
#include "words/generatewords.h"
#include "words/measurewords.h"
#include "words/rulenames.h"
#include "words/tracetexts.h"

#include <QComboBox>
#include <QDateTime>
#include <QDir>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QThread>
#include <QVBoxLayout>

namespace rf::editor {

namespace {

const QString kFoldersKey = QStringLiteral("generate/folders");
constexpr int kPreviewCell = 12; // pixels per square in the preview
constexpr int kIconCell = 4;

QImage preview(const model::Course &course, int cell)
{
    render::RenderOptions o;
    o.grid = false;
    auto image = render::renderImage(course, cell, o);
    return image ? *image : QImage();
}

} // namespace

GenerateCourseDialog::GenerateCourseDialog(QWidget *parent) : QDialog(parent)
{
    setWindowTitle(tr("Generate Course"));
    m_userFolders = QSettings().value(kFoldersKey).toStringList();
    m_folders = new QListWidget(this);
    m_folders->setObjectName(QStringLiteral("libraryFolders"));
    m_folders->setMaximumHeight(90);
    m_addFolder = new QPushButton(tr("Add &Folder..."), this);
    m_removeFolder = new QPushButton(tr("&Remove Folder"), this);
    auto *folderButtons = new QVBoxLayout;
    folderButtons->addWidget(m_addFolder);
    folderButtons->addWidget(m_removeFolder);
    folderButtons->addStretch();
    auto *library = new QHBoxLayout;
    library->addWidget(m_folders, 1);
    library->addLayout(folderButtons);

    using GO = analysis::GenerateOptions;
    auto spin = [this](int lo, int hi, int value) {
        auto *s = new QSpinBox(this);
        s->setRange(lo, hi);
        s->setValue(value);
        return s;
    };
    m_players = spin(GO::kMinPlayers, GO::kMaxPlayers, 4);
    m_ruleset = new QComboBox(this);
    for (const std::string_view id : rules::availableRulesets())
        m_ruleset->addItem(words::rulesetName(id), words::idString(id));
    m_turns = spin(static_cast<int>(GO::kMinTargetTurns), static_cast<int>(GO::kMaxTargetTurns), 12);
    m_turns->setSuffix(tr(" turns"));
    m_turns->setToolTip(tr("The median turn in which the first robot takes the last checkpoint."));
    m_danger = new QComboBox(this);
    for (const auto band : {analysis::DangerBand::Gentle, analysis::DangerBand::Normal, analysis::DangerBand::Brutal}) {
        const auto r = analysis::dangerRange(band);
        m_danger->addItem(words::dangerBandTitle(band), static_cast<int>(band));
        const QString low = QLocale().toString(r.low), high = QLocale().toString(r.high);
        const QString tip = band == analysis::DangerBand::Gentle ? tr("Below %1 deaths per robot-turn").arg(high)
                            : band == analysis::DangerBand::Brutal
                                ? tr("%1 or more deaths per robot-turn").arg(low)
                                : tr("%1 to %2 deaths per robot-turn").arg(low, high);
        m_danger->setItemData(m_danger->count() - 1, tip, Qt::ToolTipRole);
    }
    m_danger->setCurrentIndex(1);
    m_boards = spin(GO::kMinBoards, GO::kMaxBoards, 2);
    m_checkpoints = spin(GO::kMinCheckpoints, GO::kMaxCheckpoints, 3);
    m_seed = spin(0, 1'000'000'000, 1);
    // Made after the others (tests find the spin boxes in order). The ceiling on one leg's losses: the lowest value
    // reads "none".
    m_legLoss = spin(GO::kMinLegLoss - 1, GO::kMaxLegLoss, GO::kMinLegLoss - 1);
    m_legLoss->setSingleStep(5);
    m_legLoss->setSuffix(tr(" %"));
    m_legLoss->setSpecialValueText(tr("no ceiling"));
    m_legLoss->setObjectName(QStringLiteral("legLossCeiling"));
    m_legLoss->setToolTip(tr("The most robots one leg may destroy, in percent of those that begin it. Courses with a "
                             "deadlier leg are listed after the others and say so."));
    // The options the planning robots' games play by; those of the 2016 upgrades are left out, as
    // the robots buy no upgrades (docs/analysis.md).
    m_options = new QListWidget(this);
    m_options->setObjectName(QStringLiteral("ruleOptions"));
    m_options->setMaximumHeight(110);
    for (const rules::OptionInfo &o : rules::optionTable()) {
        if (o.upgrades)
            continue;
        auto *item = new QListWidgetItem(words::ruleOptionName(o.name), m_options);
        item->setData(Qt::UserRole, words::idString(o.name));
        item->setToolTip(words::ruleOptionDescription(o.name));
        item->setCheckState(o.defaultValue ? Qt::Checked : Qt::Unchecked);
    }
    // Only the options of the chosen edition are shown and used (the 2023 edition has its own).
    auto showOptions = [this] {
        const rules::RulesetTraits &traits = rules::traitsOf(m_ruleset->currentData().toString().toStdString());
        for (int k = 0; k < m_options->count(); ++k) {
            QListWidgetItem *item = m_options->item(k);
            const std::string id = item->data(Qt::UserRole).toString().toStdString();
            for (const rules::OptionInfo &o : rules::optionTable())
                if (o.name == id)
                    item->setHidden(!rules::optionApplies(o, traits));
        }
    };
    showOptions();
    connect(m_ruleset, &QComboBox::currentIndexChanged, this, showOptions);
    auto *form = new QFormLayout;
    form->addRow(tr("Board library:"), library);
    form->addRow(tr("&Players:"), m_players);
    form->addRow(tr("R&uleset:"), m_ruleset);
    form->addRow(tr("Rule &options:"), m_options);
    form->addRow(tr("&Target game length:"), m_turns);
    form->addRow(tr("&Danger:"), m_danger);
    form->addRow(tr("&Losses per leg at most:"), m_legLoss);
    form->addRow(tr("&Boards:"), m_boards);
    form->addRow(tr("&Checkpoints:"), m_checkpoints);
    form->addRow(tr("&Seed:"), m_seed);

    m_progress = new QProgressBar(this);
    m_status = new QLabel(tr("Planning robots play every candidate course; the courses closest to the target are kept."), this);
    m_status->setWordWrap(true);
    m_results = new QListWidget(this);
    m_results->setObjectName(QStringLiteral("generatedCourses"));
    m_results->setIconSize(QSize(96, 96));
    m_results->setWordWrap(true);
    m_preview = new QLabel(this);
    m_preview->setObjectName(QStringLiteral("generatedPreview"));
    m_preview->setAlignment(Qt::AlignCenter);
    m_preview->setMinimumSize(300, 300);
    auto *results = new QHBoxLayout;
    results->addWidget(m_results, 1);
    results->addWidget(m_preview, 1);

    m_generate = new QPushButton(tr("&Generate"), this);
    m_generate->setDefault(true);
    m_cancel = new QPushButton(tr("Cancel"), this);
    m_cancel->setEnabled(false);
    m_cancel->setToolTip(tr("Stop the search and keep the best courses found so far."));
    m_open = new QPushButton(tr("&Open Course"), this);
    m_open->setEnabled(false);
    auto *close = new QPushButton(tr("Close"), this);
    auto *buttons = new QHBoxLayout;
    buttons->addStretch();
    buttons->addWidget(m_generate);
    buttons->addWidget(m_cancel);
    buttons->addWidget(m_open);
    buttons->addWidget(close);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_progress);
    layout->addWidget(m_status);
    layout->addLayout(results, 1);
    layout->addLayout(buttons);

    connect(m_addFolder, &QPushButton::clicked, this, &GenerateCourseDialog::addFolder);
    connect(m_removeFolder, &QPushButton::clicked, this, &GenerateCourseDialog::removeFolder);
    connect(m_folders, &QListWidget::currentRowChanged, this, [this] { setRunning(running()); });
    connect(m_generate, &QPushButton::clicked, this, &GenerateCourseDialog::start);
    connect(m_cancel, &QPushButton::clicked, this, [this] { m_cancelFlag = true; });
    connect(m_open, &QPushButton::clicked, this, &GenerateCourseDialog::openSelected);
    connect(close, &QPushButton::clicked, this, &QDialog::reject);
    connect(m_results, &QListWidget::currentRowChanged, this, &GenerateCourseDialog::showSelected);
    connect(m_results, &QListWidget::itemActivated, this, &GenerateCourseDialog::openSelected);
    connect(this, &GenerateCourseDialog::progressed, this, &GenerateCourseDialog::showProgress);
    fillFolders();
    setRunning(false);
    resize(760, 860);
}

GenerateCourseDialog::~GenerateCourseDialog()
{
    if (m_thread) {
        m_cancelFlag = true;
        m_thread->wait();
    }
}

QStringList GenerateCourseDialog::libraryFolders() const { return FileController::shippedBoardFolders() + m_userFolders; }

void GenerateCourseDialog::setUserFolders(const QStringList &folders)
{
    m_userFolders = folders;
    QSettings().setValue(kFoldersKey, m_userFolders);
    fillFolders();
}

void GenerateCourseDialog::fillFolders()
{
    m_folders->clear();
    for (const QString &f : FileController::shippedBoardFolders()) {
        auto *item = new QListWidgetItem(tr("%1 (shipped)").arg(QDir::toNativeSeparators(f)), m_folders);
        item->setFlags(item->flags() & ~Qt::ItemIsSelectable);
    }
    for (const QString &f : m_userFolders)
        new QListWidgetItem(QDir::toNativeSeparators(f), m_folders);
}

void GenerateCourseDialog::addFolder()
{
    const QString folder = QFileDialog::getExistingDirectory(this, tr("Add Board Folder"), dialogFolder({}));
    if (folder.isEmpty() || m_userFolders.contains(folder))
        return;
    rememberDialogFolder(folder + QStringLiteral("/."));
    setUserFolders(m_userFolders + QStringList{folder});
}

void GenerateCourseDialog::removeFolder()
{
    const int user = m_folders->currentRow() - static_cast<int>(FileController::shippedBoardFolders().size());
    if (user < 0 || user >= m_userFolders.size())
        return;
    QStringList folders = m_userFolders;
    folders.removeAt(user);
    setUserFolders(folders);
}

void GenerateCourseDialog::setSearchSizes(int layouts, int screenGames, int finalGames, int finalists)
{
    m_sizes[0] = layouts;
    m_sizes[1] = screenGames;
    m_sizes[2] = finalGames;
    m_sizes[3] = finalists;
}

analysis::GenerateOptions GenerateCourseDialog::options() const
{
    analysis::GenerateOptions o;
    o.players = m_players->value();
    o.ruleset = m_ruleset->currentData().toString().toStdString();
    o.targetTurns = m_turns->value();
    o.danger = static_cast<analysis::DangerBand>(m_danger->currentData().toInt());
    if (m_legLoss->value() >= analysis::GenerateOptions::kMinLegLoss)
        o.maxLegLoss = m_legLoss->value();
    o.boards = m_boards->value();
    o.checkpoints = m_checkpoints->value();
    o.seed = static_cast<std::uint64_t>(m_seed->value());
    for (int k = 0; k < m_options->count(); ++k) {
        const QListWidgetItem *item = m_options->item(k);
        if (item->isHidden())
            continue;
        o.ruleOptions[item->data(Qt::UserRole).toString().toStdString()] = item->checkState() == Qt::Checked;
    }
    o.layouts = m_sizes[0];
    o.screenGames = m_sizes[1];
    o.finalGames = m_sizes[2];
    o.finalists = m_sizes[3];
    return o;
}

void GenerateCourseDialog::setRunning(bool running)
{
    m_generate->setEnabled(!running);
    m_cancel->setEnabled(running);
    for (QWidget *w : std::initializer_list<QWidget *>{m_players, m_ruleset, m_options, m_turns, m_danger, m_legLoss,
                                                       m_boards, m_checkpoints, m_seed, m_addFolder})
        w->setEnabled(!running);
    const int user = m_folders->currentRow() - static_cast<int>(FileController::shippedBoardFolders().size());
    m_removeFolder->setEnabled(!running && user >= 0 && user < m_userFolders.size());
    m_open->setEnabled(!running && m_results->currentRow() >= 0);
}

void GenerateCourseDialog::start()
{
    if (m_thread)
        return;
    m_cancelFlag = false;
    m_result.reset();
    m_error.reset();
    m_results->clear();
    m_preview->clear();
    analysis::GenerateOptions o = options();
    const io::BoardLibrary lib = io::readBoardLibrary(libraryFolders());
    m_skippedFiles.clear();
    for (const io::Error &e : lib.skipped)
        m_skippedFiles << e.toString();
    for (const io::LibraryEntry &e : lib.boards)
        o.library.push_back(analysis::LibraryBoard{e.name.toStdString(), e.board});
    o.cancel = &m_cancelFlag;
    // Progress arrives on worker threads: queue it to the dialog.
    o.progress = [this](const analysis::GenerateProgress &p) {
        QMetaObject::invokeMethod(this, [this, p] { emit progressed(p); }, Qt::QueuedConnection);
    };
    m_ran = o;
    m_ran.progress = {};
    m_ran.cancel = nullptr;
    m_progress->setRange(0, 0);
    setRunning(true);
    m_status->setText(tr("Reading %n board(s) of the library and placing them...", nullptr, static_cast<int>(o.library.size())));
    m_thread = QThread::create([this, o] {
        auto r = analysis::generateCourses(o);
        if (r)
            m_result = std::move(*r);
        else
            m_error = r.error();
    });
    connect(m_thread, &QThread::finished, this, &GenerateCourseDialog::finish);
    m_thread->start();
}

void GenerateCourseDialog::showProgress(const analysis::GenerateProgress &p)
{
    const QString stages[] = {tr("Placing boards and mapping each layout for the planning robots"), tr("Playing a few games on each candidate"),
                              tr("Measuring the best candidates with more games")};
    m_progress->setRange(0, std::max(1, p.total));
    m_progress->setValue(p.done);
    m_status->setText(tr("%1: %2 of %3. %n candidate course(s) played so far.", nullptr, p.evaluated)
                          .arg(stages[static_cast<int>(p.stage)])
                          .arg(p.done)
                          .arg(p.total));
}

void GenerateCourseDialog::finish()
{
    m_thread->deleteLater();
    m_thread = nullptr;
    m_measuredAt = QDateTime::currentDateTimeUtc();
    m_progress->setRange(0, 1);
    m_progress->setValue(1);
    QString status;
    if (m_error) {
        status = tr("Nothing was generated: %1").arg(words::generateErrorText(*m_error));
    } else {
        for (int i = 0; i < std::ssize(m_result->courses); ++i) {
            const analysis::GeneratedCourse &c = m_result->courses[static_cast<std::size_t>(i)];
            QStringList boards;
            for (const std::string &b : c.boards)
                boards << QString::fromStdString(b);
            QString text =
                tr("%1. %2").arg(i + 1).arg(boards.join(QStringLiteral(" + "))) + QLatin1Char('\n') + figuresText(c);
            const QString outside = outsideText(c);
            if (!outside.isEmpty())
                text += QLatin1Char('\n') + tr("Listed last: %1").arg(outside);
            auto *item = new QListWidgetItem(QIcon(QPixmap::fromImage(preview(c.course, kIconCell))), text, m_results);
            item->setToolTip(text);
            if (!outside.isEmpty())
                item->setForeground(palette().color(QPalette::Disabled, QPalette::Text));
        }
        status = m_result->cancelled ? tr("Cancelled: the best courses found so far (%n candidate(s) played).", nullptr, m_result->evaluated)
                                     : tr("%n candidate course(s) played; the closest to the target come first.", nullptr, m_result->evaluated);
        if (m_result->courses.empty())
            status += QLatin1Char(' ') + tr("No course was measured before the search stopped.");
    }
    if (!m_skippedFiles.isEmpty())
        status += QLatin1Char('\n') + tr("Left out of the library: %1").arg(m_skippedFiles.join(QStringLiteral("; ")));
    m_status->setText(status);
    if (m_results->count() > 0)
        m_results->setCurrentRow(0);
    setRunning(false);
}

QString GenerateCourseDialog::figuresText(const analysis::GeneratedCourse &c) const
{
    QString text = words::figuresText(c.figures, c.maxTurns);
    if (!c.measured)
        text += QLatin1Char(' ') + tr("(a first estimate: the search was cancelled before measuring it)");
    return text;
}

QString GenerateCourseDialog::outsideText(const analysis::GeneratedCourse &c) const
{
    QStringList why;
    if (!c.inBand)
        why << tr("outside %1: %2 deaths per robot-turn (%3)")
                   .arg(words::dangerBandTitle(m_ran.danger), words::dangerFigureText(c.figures.deathsPerRobotTurn),
                        words::dangerBandTitle(words::dangerBandOf(c.figures.deathsPerRobotTurn)));
    if (!c.underLegCeiling && m_ran.maxLegLoss)
        why << tr("leg %1 destroys %2 of its robots (at most %3 asked for)")
                   .arg(words::legText(c.figures.hardestLeg), words::percentText(c.figures.hardestLegDestroyed),
                        words::percentText(*m_ran.maxLegLoss / 100.0));
    return why.join(QStringLiteral("; "));
}

model::Course GenerateCourseDialog::resultCourse(int row) const
{
    if (!m_result || row < 0 || row >= std::ssize(m_result->courses))
        return {};
    const analysis::GeneratedCourse &c = m_result->courses[static_cast<std::size_t>(row)];
    model::Course course = c.course;
    course.info().name = tr("Generated Course %1").arg(row + 1).toStdString();
    QString notes =
        tr("Generated for %n player(s) with a target of %1 turns, danger %2 (seed %3).", nullptr, m_ran.players)
            .arg(QLocale().toString(m_ran.targetTurns), words::dangerBandTitle(m_ran.danger),
                 QString::number(m_ran.seed));
    if (const QString outside = outsideText(c); !outside.isEmpty())
        notes += QLatin1Char(' ') + tr("Measured %1.").arg(outside);
    if (!c.measured)
        notes += QLatin1Char(' ') + tr("Screened only: the search was cancelled before measuring it.");
    course.info().description = notes.toStdString();
    model::Measurement m = analysis::generatedMeasurement(c, m_ran);
    io::stampMeasurement(m, course, {}, m_measuredAt);
    course.info().measured = std::move(m);
    return course;
}

void GenerateCourseDialog::showSelected()
{
    const int row = m_results->currentRow();
    setRunning(running());
    if (!m_result || row < 0 || row >= std::ssize(m_result->courses)) {
        m_preview->clear();
        return;
    }
    const model::Course &course = m_result->courses[static_cast<std::size_t>(row)].course;
    const model::Size size = course.combinedSize();
    const int cell = std::max(2, std::min(kPreviewCell, 360 / std::max({1, size.width, size.height})));
    m_preview->setPixmap(QPixmap::fromImage(preview(course, cell)));
}

void GenerateCourseDialog::openSelected()
{
    const int row = m_results->currentRow();
    if (running() || !m_result || row < 0 || row >= std::ssize(m_result->courses))
        return;
    emit courseChosen(resultCourse(row));
    accept();
}

} // namespace rf::editor
