// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "debugger/exportrulingdialog.h"

#include "io/checkedsavefile.h"
#include "render/rulingreport.h"
#include "widgets/filedialogfolder.h"
#include "words/language.h"
#include "words/statewords.h"

#include <QApplication>
#include <QButtonGroup>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMessageBox>
#include <QPointer>
#include <QProgressBar>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QThreadPool>
#include <QVBoxLayout>

#include <utility>

namespace rf::debugger {

namespace {

const QString kSettings = QStringLiteral("debugger/exportRuling/");

QString suffixOf(ExportRulingDialog::Format f)
{
    return f == ExportRulingDialog::Format::Html ? QStringLiteral(".html") : QStringLiteral(".md");
}

} // namespace

// What the worker thread made: the page, or the Markdown and its pictures, or why not.
struct ExportRulingDialog::Made {
    QString path;
    Format format = Format::Html;
    QByteArray html;
    render::MarkdownReport markdown;
    QString error;
};

ExportRulingDialog::ExportRulingDialog(const model::Scenario &scenario, const QString &documentPath, int length,
                                       int position, QWidget *parent)
    : QDialog(parent)
    , m_scenario(scenario)
    , m_documentPath(documentPath)
    , m_length(length)
{
    setObjectName(QStringLiteral("exportRulingDialog"));
    setWindowTitle(tr("Export Ruling"));
    auto *form = new QFormLayout;
    buildSteps();
    auto *steps = new QVBoxLayout;
    steps->addWidget(m_changes);
    steps->addWidget(m_all);
    auto *chosen = new QHBoxLayout;
    chosen->addWidget(m_chosen);
    chosen->addWidget(m_numbers, 1);
    steps->addLayout(chosen);
    form->addRow(tr("Substeps shown:"), steps);
    buildRulings();
    auto *rulings = new QVBoxLayout;
    rulings->addWidget(m_own);
    rulings->addWidget(m_compared);
    form->addRow(tr("Rulings:"), rulings);
    m_format = new QComboBox;
    m_format->setObjectName(QStringLiteral("rulingFormat"));
    m_format->addItem(tr("Web page (HTML)"), static_cast<int>(Format::Html));
    m_format->addItem(tr("Markdown, with a PNG picture per substep beside it"), static_cast<int>(Format::Markdown));
    m_format->setToolTip(
        tr("A web page opens in any browser and prints; Markdown with its pictures is for forum posts"));
    auto *formatLabel = new QLabel(tr("&Format:"));
    formatLabel->setBuddy(m_format);
    form->addRow(formatLabel, m_format);
    buildLanguages();
    auto *languageLabel = new QLabel(tr("&Language:"));
    languageLabel->setBuddy(m_language);
    form->addRow(languageLabel, m_language);
    m_file = new QLineEdit;
    m_file->setObjectName(QStringLiteral("rulingFile"));
    auto *browse = new QPushButton(tr("&Browse..."));
    browse->setObjectName(QStringLiteral("rulingBrowse"));
    browse->setAutoDefault(false); // Enter in the file's name exports
    auto *file = new QHBoxLayout;
    file->addWidget(m_file, 1);
    file->addWidget(browse);
    auto *fileLabel = new QLabel(tr("F&ile:"));
    fileLabel->setBuddy(m_file);
    form->addRow(fileLabel, file);

    m_progress = new QProgressBar;
    m_progress->setRange(0, 0); // the report says nothing of its progress: busy
    m_progress->hide();
    m_status = new QLabel;
    m_status->setObjectName(QStringLiteral("rulingStatus"));
    m_status->setWordWrap(true);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this); // in the dialog: setDefault() needs it
    QPushButton *exportButton = m_buttons->addButton(tr("&Export"), QDialogButtonBox::AcceptRole);
    exportButton->setObjectName(QStringLiteral("rulingExport"));
    exportButton->setDefault(true);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_progress);
    layout->addWidget(m_status);
    layout->addStretch();
    layout->addWidget(m_buttons);
    m_choices = {m_changes, m_all,      m_chosen, m_numbers, m_own,       m_compared,
                 m_format,  m_language, m_file,   browse,    exportButton};

    m_chosen->setChecked(true); // before the settings, which usually say otherwise
    m_numbers->setText(QString::number(std::max(1, position)));
    restoreChoices();
    connect(m_buttons, &QDialogButtonBox::accepted, this, &ExportRulingDialog::start);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &ExportRulingDialog::reject);
    connect(browse, &QPushButton::clicked, this, &ExportRulingDialog::browse);
    connect(m_format, &QComboBox::currentIndexChanged, this, &ExportRulingDialog::formatChanged);
    // Typing substep numbers chooses them.
    connect(m_numbers, &QLineEdit::textEdited, this, [this] { m_chosen->setChecked(true); });
    resize(sizeHint().expandedTo(QSize(560, 0)));
}

ExportRulingDialog::~ExportRulingDialog()
{
    if (m_progress->isVisible())
        QApplication::restoreOverrideCursor();
}

void ExportRulingDialog::buildSteps()
{
    m_changes = new QRadioButton(tr("&Those that change the game"));
    m_changes->setObjectName(QStringLiteral("stepsChanges"));
    m_changes->setToolTip(
        tr("A picture of every substep that changes something, and of the substeps that decide the expectations"));
    m_all = new QRadioButton(tr("&Every substep"));
    m_all->setObjectName(QStringLiteral("stepsAll"));
    m_chosen = new QRadioButton(tr("&Only these:"));
    m_chosen->setObjectName(QStringLiteral("stepsChosen"));
    m_numbers = new QLineEdit;
    m_numbers->setObjectName(QStringLiteral("stepsNumbers"));
    m_numbers->setPlaceholderText(tr("substep numbers, such as 3, 7, 12"));
    m_numbers->setToolTip(tr("The numbers of the substeps to show, separated by commas, as the debugger numbers them"));
    m_steps = new QButtonGroup(this);
    m_steps->addButton(m_changes, static_cast<int>(render::ReportOptions::Steps::Changes));
    m_steps->addButton(m_all, static_cast<int>(render::ReportOptions::Steps::All));
    m_steps->addButton(m_chosen, static_cast<int>(render::ReportOptions::Steps::Chosen));
}

void ExportRulingDialog::buildLanguages()
{
    m_language = new QComboBox;
    m_language->setObjectName(QStringLiteral("rulingLanguage"));
    // Each language in its own words ("Deutsch"); English without a country (Qt says "American").
    const auto nameOf = [](const QString &code) {
        const QLocale locale(code);
        QString name = locale.language() == QLocale::English ? QStringLiteral("English") : locale.nativeLanguageName();
        return name.isEmpty() ? code : name.left(1).toUpper() + name.mid(1);
    };
    // The session's first: the report then speaks as the editor does.
    m_language->addItem(tr("As the editor: %1").arg(nameOf(sessionLanguage())), QString());
    for (const QString &code : words::languages())
        m_language->addItem(nameOf(code), code);
    m_language->setToolTip(tr(
        "The language of every sentence and label of the report; the rule quotations stay as the rules are written"));
}

QString ExportRulingDialog::sessionLanguage()
{
    return tr("en", "the code of this translation's language");
}

void ExportRulingDialog::buildRulings()
{
    m_own = new QRadioButton(
        tr("The scenario's own: %1")
            .arg(words::rulingLabel(m_scenario, sim::RulingVariant{m_scenario.ruleset, {}, m_scenario.ruleset})));
    m_own->setObjectName(QStringLiteral("rulingsOwn"));
    m_compared = new QRadioButton(tr("Those open in Compare Rulings"));
    m_compared->setObjectName(QStringLiteral("rulingsCompared"));
    m_compared->setEnabled(false);
    m_compared->setToolTip(tr("Open Tools > Compare Rulings to export two rulings side by side"));
    m_own->setChecked(true);
}

void ExportRulingDialog::setComparison(const std::array<sim::RulingVariant, 2> &rulings, int length, bool preferred)
{
    m_comparison = rulings;
    m_comparisonLength = length;
    m_compared->setText(tr("Those open in Compare Rulings: %1 and %2")
                            .arg(words::rulingLabel(rulings[0]), words::rulingLabel(rulings[1])));
    m_compared->setToolTip(tr("Both rulings side by side, with where they part"));
    m_compared->setEnabled(true);
    if (preferred || QSettings().value(kSettings + QStringLiteral("rulings")).toString() == QLatin1String("compared"))
        m_compared->setChecked(true);
}

void ExportRulingDialog::restoreChoices()
{
    const QSettings settings;
    const QString steps = settings.value(kSettings + QStringLiteral("steps"), QStringLiteral("changes")).toString();
    (steps == QLatin1String("all") ? m_all : steps == QLatin1String("chosen") ? m_chosen : m_changes)->setChecked(true);
    if (steps == QLatin1String("chosen"))
        m_numbers->setText(settings.value(kSettings + QStringLiteral("numbers"), m_numbers->text()).toString());
    m_language->setCurrentIndex(
        std::max(0, m_language->findData(settings.value(kSettings + QStringLiteral("language")).toString())));
    const bool markdown = settings.value(kSettings + QStringLiteral("format")).toString() == QLatin1String("md");
    m_format->setCurrentIndex(markdown ? 1 : 0);
    // The scenario's file with "-ruling" and the format's suffix, in its folder (or the last one).
    const QString base = m_documentPath.isEmpty()
                             ? tr("ruling")
                             : QFileInfo(m_documentPath).completeBaseName() + QStringLiteral("-ruling");
    m_file->setText(QDir::toNativeSeparators(editor::dialogPath(m_documentPath, base + suffixOf(format()))));
}

void ExportRulingDialog::saveChoices() const
{
    QSettings settings;
    const auto steps = static_cast<render::ReportOptions::Steps>(m_steps->checkedId());
    settings.setValue(kSettings + QStringLiteral("steps"),
                      steps == render::ReportOptions::Steps::All      ? QStringLiteral("all")
                      : steps == render::ReportOptions::Steps::Chosen ? QStringLiteral("chosen")
                                                                      : QStringLiteral("changes"));
    settings.setValue(kSettings + QStringLiteral("numbers"), m_numbers->text());
    settings.setValue(kSettings + QStringLiteral("rulings"),
                      m_compared->isChecked() ? QStringLiteral("compared") : QStringLiteral("own"));
    settings.setValue(kSettings + QStringLiteral("language"), m_language->currentData().toString());
    settings.setValue(kSettings + QStringLiteral("format"),
                      format() == Format::Markdown ? QStringLiteral("md") : QStringLiteral("html"));
}

ExportRulingDialog::Format ExportRulingDialog::format() const
{
    return static_cast<Format>(m_format->currentData().toInt());
}

QString ExportRulingDialog::language() const
{
    const QString code = m_language->currentData().toString();
    return code == sessionLanguage() ? QString() : code;
}

QString ExportRulingDialog::path() const
{
    return QDir::fromNativeSeparators(m_file->text().trimmed());
}

std::optional<render::ReportOptions> ExportRulingDialog::options(QString *error) const
{
    render::ReportOptions o;
    o.steps = static_cast<render::ReportOptions::Steps>(m_steps->checkedId());
    const bool compared = m_compared->isChecked() && m_comparison;
    if (compared)
        o.variants = {(*m_comparison)[0], (*m_comparison)[1]};
    o.language = language(); // empty: the translations installed, the editor's
    if (o.steps != render::ReportOptions::Steps::Chosen)
        return o;
    const auto fail = [error](const QString &why) {
        if (error)
            *error = why;
        return std::nullopt;
    };
    const int length = compared ? m_comparisonLength : m_length;
    const QStringList parts = m_numbers->text().split(QLatin1Char(','), Qt::SkipEmptyParts);
    if (parts.isEmpty())
        return fail(tr("Name the substeps to show, such as 3, 7, 12."));
    if (parts.size() > render::kMaxReportSteps)
        return fail(tr("A report shows at most %1 substeps.").arg(render::kMaxReportSteps));
    for (const QString &part : parts) {
        bool ok = false;
        const int n = part.trimmed().toInt(&ok);
        if (!ok || n < 1)
            return fail(tr("\"%1\" is not a substep number: they start at 1.").arg(part.trimmed()));
        if (n > length)
            return fail(tr("There is no substep %1: the game has %n substep(s).", nullptr, length).arg(n));
        o.chosen.push_back(n);
    }
    return o;
}

void ExportRulingDialog::formatChanged()
{
    // The file name follows the format when it has the other one's suffix.
    const QString other = suffixOf(format() == Format::Html ? Format::Markdown : Format::Html);
    QString file = m_file->text();
    if (file.endsWith(other, Qt::CaseInsensitive))
        m_file->setText(file.left(file.size() - other.size()) + suffixOf(format()));
}

void ExportRulingDialog::browse()
{
    const QString filter = format() == Format::Html ? tr("Web pages (*.html)") : tr("Markdown (*.md)");
    const QString chosen =
        editor::withFilterSuffix(QFileDialog::getSaveFileName(this, tr("Export Ruling"), path(), filter), filter);
    editor::rememberDialogFolder(chosen);
    if (!chosen.isEmpty())
        m_file->setText(QDir::toNativeSeparators(chosen));
}

void ExportRulingDialog::start()
{
    QString error;
    const auto o = options(&error);
    if (!o) {
        QMessageBox::warning(this, windowTitle(), error);
        m_numbers->setFocus();
        return;
    }
    QString out = path();
    if (out.isEmpty()) {
        QMessageBox::warning(this, windowTitle(), tr("Choose the file to write."));
        m_file->setFocus();
        return;
    }
    if (QFileInfo(out).suffix().isEmpty())
        out += suffixOf(format());
    m_file->setText(QDir::toNativeSeparators(out));
    saveChoices();
    setRunning(true);
    // The report plays the scenario (each ruling) and draws every substep it shows: seconds on a
    // large course. It cannot be stopped midway: Cancel drops what it makes.
    const int run = ++m_run;
    ++m_running;
    auto made = std::make_shared<Made>();
    made->path = out;
    made->format = format();
    if (!o->language.isEmpty()) {
        // Another language than the session's is installed for the whole application while the
        // report is made (words::LanguageScope), which only this thread may do: made here.
        QApplication::processEvents(QEventLoop::ExcludeUserInputEvents); // the busy state shows
        make(*made, m_scenario, *o);
        finish(run, made);
        return;
    }
    QPointer<ExportRulingDialog> self(this);
    QThreadPool::globalInstance()->start([made, scenario = m_scenario, options = *o, self, run] {
        make(*made, scenario, options);
        // Back on the GUI thread, where the dialog (if still open) is looked at.
        QMetaObject::invokeMethod(
            qApp,
            [made, self, run] {
                if (self)
                    self->finish(run, made);
            },
            Qt::QueuedConnection);
    });
}

void ExportRulingDialog::make(Made &made, const model::Scenario &scenario, const render::ReportOptions &options)
{
    if (made.format == Format::Html) {
        auto html = render::rulingReportHtml(scenario, options);
        html ? void(made.html = std::move(*html)) : void(made.error = html.error());
    } else {
        auto md = render::rulingReportMarkdown(scenario, options, QFileInfo(made.path).completeBaseName());
        md ? void(made.markdown = std::move(*md)) : void(made.error = md.error());
    }
}

void ExportRulingDialog::finish(int run, const std::shared_ptr<Made> &made)
{
    --m_running;
    if (run != m_run)
        return; // cancelled
    setRunning(false);
    if (!made->error.isEmpty()) {
        QMessageBox::warning(this, windowTitle(), tr("The ruling report cannot be made: %1").arg(made->error));
        return;
    }
    if (write(*made)) {
        emit exported(made->path);
        accept();
    }
}

bool ExportRulingDialog::write(const Made &made)
{
    const auto failed = [this](const QString &file, const QString &why) {
        QMessageBox::warning(this, windowTitle(), tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(file), why));
        return false;
    };
    if (made.format == Format::Html) {
        const auto saved = io::saveFile(made.path, made.html);
        return saved ? true : failed(made.path, saved.error());
    }
    // The pictures go beside the Markdown; files of those names may be the user's: asked first.
    const QDir dir = QFileInfo(made.path).absoluteDir();
    QStringList existing;
    std::vector<const std::pair<QString, QByteArray> *> toWrite; // a picture already there as it is stays
    for (const auto &image : made.markdown.images) {
        if (io::holdsBytes(dir.filePath(image.first), image.second))
            continue;
        if (QFileInfo::exists(dir.filePath(image.first)))
            existing << image.first;
        toWrite.push_back(&image);
    }
    if (!existing.isEmpty() &&
        QMessageBox::question(this, windowTitle(),
                              tr("%n picture(s) of that name already exist beside %1 (%2). Replace them?", nullptr,
                                 static_cast<int>(existing.size()))
                                  .arg(QDir::toNativeSeparators(made.path), existing.join(QStringLiteral(", ")))) !=
            QMessageBox::Yes)
        return false;
    for (const auto *image : toWrite)
        if (const auto saved = io::saveFile(dir.filePath(image->first), image->second); !saved)
            return failed(dir.filePath(image->first), saved.error());
    const auto saved = io::saveFile(made.path, made.markdown.markdown);
    return saved ? true : failed(made.path, saved.error());
}

void ExportRulingDialog::setRunning(bool running)
{
    for (QWidget *w : std::as_const(m_choices))
        w->setEnabled(!running && (w != m_compared || m_comparison));
    m_progress->setVisible(running);
    m_status->setText(running ? tr("Making the report: the scenario is played and every substep shown is drawn...")
                              : QString());
    if (running)
        QApplication::setOverrideCursor(Qt::BusyCursor);
    else
        QApplication::restoreOverrideCursor();
}

void ExportRulingDialog::reject()
{
    if (m_progress->isVisible()) {
        ++m_run; // what is being made is dropped when it comes
        setRunning(false);
    }
    QDialog::reject();
}

} // namespace rf::debugger
