// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "render/rulingreport.h"

#include "io/rulesreference.h"
#include "io/versions.h"
#include "render/reportcontent.h"
#include "render/reportpictures.h"
#include "render/reporttext.h"
#include "words/language.h"
#include "words/rulenames.h"

#include <QCryptographicHash>
#include <QRegularExpression>

#include <format>

// The layout of a ruling report: HTML (one page, print CSS, a few lines of script) and Markdown.
// What it says is reportcontent.cpp's; the pictures are reportpictures.cpp's.
namespace rf::render {

using report::Content;
using report::Ruling;
using report::Step;

namespace {

QString esc(const std::string &s) { return QString::fromStdString(s).toHtmlEscaped(); }
QString esc(const QString &s) { return s.toHtmlEscaped(); }

// A cited rule's title ("Robot lasers"), the reference where the rule is missing.
QString ruleName(const std::string &reference)
{
    const QString title = io::ruleTitle(QString::fromStdString(reference));
    return title.isEmpty() ? QString::fromStdString(reference) : title;
}
// With its book where the rules are listed: one report may cite the same rule of two editions.
QString ruleNameWithBook(const std::string &reference)
{
    const QString name = io::ruleTitleWithBook(QString::fromStdString(reference));
    return name.isEmpty() ? QString::fromStdString(reference) : name;
}

const char *kStyle = R"(
body{font:16px/1.45 system-ui,sans-serif;margin:0;color:#1d1d1f;background:#fafafa}
main{max-width:980px;margin:0 auto;padding:3.5em 1em 2em}
nav{position:fixed;top:0;left:0;right:0;background:#263238;color:#fff;padding:.4em 1em;display:flex;gap:1em;align-items:center;z-index:2}
nav button{font:inherit;padding:.2em .8em}
h1{margin:.2em 0}.question{font-size:1.15em;background:#fff8d6;border-left:5px solid #e0b000;padding:.6em .9em}
section{background:#fff;border:1px solid #ddd;border-radius:6px;padding:.8em 1em;margin:1em 0}
ul.verdict{list-style:none;padding-left:0}
.step.current{outline:3px solid #1565c0}
svg.picture{width:100%;max-height:78vh;display:block;margin:.5em 0;background:#fff}
svg.defs{position:absolute}
.what{font-weight:600}.moment{color:#555;font-weight:normal}
ul.why li{margin:.2em 0}ul.changes{color:#444;font-family:ui-monospace,monospace;font-size:.9em}ul.decides{color:#1b5e20}
a.rule{font-size:.85em}
table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.2em .5em;text-align:left}
.held{color:#1b5e20}.failed{color:#b71c1c;font-weight:600}
.sides{display:grid;grid-template-columns:repeat(auto-fit,minmax(280px,1fr));gap:1em}
dl.rules dt{font-weight:600;margin-top:.6em}
footer{color:#666;font-size:.85em;margin-top:2em}
@media print{nav{display:none}main{padding:0;max-width:none}body{background:#fff}
section{border:none;break-inside:avoid;margin:0 0 .5em}.step.current{outline:none}
.step,.page{break-before:page}.step.first{break-before:auto}h2,h3{break-after:avoid}footer{break-before:avoid}
.step{display:grid;grid-template-columns:1fr 1fr;column-gap:1em;align-items:start;break-inside:auto}
.step>*{grid-column:1/-1}.step>svg.picture{grid-column:1;grid-row:span 4;max-height:55vh}
.step>ul{grid-column:2;margin-top:.5em;font-size:.9em}.step.first svg.picture{max-height:48vh}
.step.final{display:block}.step.final>ul{font-size:1em}.final,.rules,.compare{break-inside:auto}}
)";

// Steps through the .step sections: buttons, and the keys Right/Left (also N/P, J/K), Home, End.
const char *kScript = R"(
(function(){
var steps=Array.prototype.slice.call(document.querySelectorAll('.step'));
var where=document.getElementById('where');var current=-1;
function show(i){if(!steps.length)return;current=Math.max(0,Math.min(steps.length-1,i));
steps.forEach(function(s,k){s.classList.toggle('current',k===current);});
steps[current].scrollIntoView({block:'start'});window.scrollBy(0,-48);
where.textContent=(current+1)+' / '+steps.length+': '+steps[current].getAttribute('data-title');}
document.getElementById('next').onclick=function(){show(current+1);};
document.getElementById('prev').onclick=function(){show(current-1);};
document.addEventListener('keydown',function(e){if(e.altKey||e.ctrlKey||e.metaKey)return;var k=e.key;
if(k==='ArrowRight'||k==='n'||k==='j')show(current+1);else if(k==='ArrowLeft'||k==='p'||k==='k')show(current-1);
else if(k==='Home')show(0);else if(k==='End')show(steps.length-1);else return;e.preventDefault();});
window.rallyforgeCurrentStep=function(){return current<0?null:steps[current].id;};
})();
)";

class HtmlWriter {
public:
    HtmlWriter(const Content &c, const report::Pictures &pictures, QString language)
        : m_c(c), m_pictures(pictures), m_language(std::move(language))
    {}
    QByteArray write();

private:
    void header();
    void parting();
    void ruling(std::size_t index);
    void step(const Ruling &r, std::size_t index, const Step &s, bool picture);
    void why(const Step &s);
    void finalState(const Ruling &r, std::size_t index);
    void rules();
    QString stepId(std::size_t ruling, int position) const { return QStringLiteral("r%1-s%2").arg(ruling + 1).arg(position); }
    void out(const QString &s) { m_html += s.toUtf8(); }
    const Content &m_c;
    const report::Pictures &m_pictures;
    QString m_language; // the page's: "en", "de"...
    QByteArray m_html;
};

QByteArray HtmlWriter::write()
{
    out(QStringLiteral("<!DOCTYPE html>\n<html lang=\"%4\">\n<head>\n<meta charset=\"utf-8\">\n"
                       "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; img-src data:; "
                       "style-src 'unsafe-inline'; script-src 'unsafe-inline'\">\n"
                       "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
                       "<meta name=\"generator\" content=\"%1\">\n<title>%2</title>\n<style>%3</style>\n</head>\n<body>\n")
            .arg(io::rallyForgeVersion().toHtmlEscaped(), RulingReport::tr("Ruling: %1").arg(m_c.title.isEmpty() ? m_c.course : m_c.title).toHtmlEscaped(),
                 QString::fromLatin1(kStyle), m_language.toHtmlEscaped()));
    m_html += m_pictures.boardDefinition() + '\n';
    out(QStringLiteral("<nav><button id=\"prev\" type=\"button\" title=\"%1\">&#9664; %2</button>"
                       "<button id=\"next\" type=\"button\" title=\"%3\">%4 &#9654;</button>"
                       "<span id=\"where\">%5</span></nav>\n<main>\n")
            .arg(RulingReport::tr("Previous step (Left)").toHtmlEscaped(), RulingReport::tr("Previous").toHtmlEscaped(), RulingReport::tr("Next step (Right)").toHtmlEscaped(),
                 RulingReport::tr("Next").toHtmlEscaped(), RulingReport::tr("Steps: press Right or Next").toHtmlEscaped()));
    header();
    parting();
    for (std::size_t i = 0; i < m_c.rulings.size(); ++i)
        ruling(i);
    rules();
    // The footer closes the last section, so that a printed page never holds it alone.
    const QByteArray footer = QStringLiteral("<footer>%1</footer>\n")
                                  .arg(RulingReport::tr("Ruling report made by RallyForge %1 from the scenario's file; the rule text is RallyForge's own "
                                              "account of the rules, from the rulebook of each edition played.")
                                           .arg(io::rallyForgeVersion())
                                           .toHtmlEscaped())
                                  .toUtf8();
    const qsizetype last = m_html.lastIndexOf("</section>");
    m_html.insert(last < 0 ? m_html.size() : last, footer);
    out(QStringLiteral("</main>\n<script>%1</script>\n</body>\n</html>\n").arg(QString::fromLatin1(kScript)));
    return m_html;
}

void HtmlWriter::header()
{
    out(QStringLiteral("<header>\n<h1>%1</h1>\n").arg(m_c.title.isEmpty() ? esc(m_c.course) : esc(m_c.title)));
    if (!m_c.description.isEmpty())
        out(QStringLiteral("<p class=\"question\">%1</p>\n").arg(esc(m_c.description)));
    out(QStringLiteral("<table class=\"facts\"><tr><th>%1</th><td>%2</td></tr>\n").arg(esc(RulingReport::tr("Course")), esc(m_c.course)));
    for (const Ruling &r : m_c.rulings) {
        QString answer = r.error.isEmpty() ? r.end : RulingReport::tr("cannot play: %1").arg(r.error);
        const auto held = std::ranges::count_if(r.checks, [](const report::Check &c) { return c.holds; });
        if (!r.checks.empty())
            answer = RulingReport::tr("%1; expectations: %2 of %3 hold").arg(answer).arg(held).arg(r.checks.size());
        out(QStringLiteral("<tr><th>%1</th><td>%2</td></tr>\n").arg(esc(RulingReport::tr("Under %1").arg(r.label)), esc(answer)));
    }
    out(QStringLiteral("</table>\n</header>\n"));
}

void HtmlWriter::parting()
{
    if (m_c.rulings.size() < 2)
        return;
    out(QStringLiteral("<section class=\"compare\">\n<h2>%1</h2>\n<p class=\"verdict\">%2</p>\n").arg(esc(RulingReport::tr("Where the rulings part")), esc(m_c.verdict)));
    if (!m_c.partingMoment) {
        out(QStringLiteral("</section>\n"));
        return;
    }
    out(QStringLiteral("<p>%1</p>\n<ul>\n").arg(RulingReport::tr("First difference: %1").toHtmlEscaped().arg(QStringLiteral("<strong>%1</strong>").arg(esc(*m_c.partingMoment)))));
    for (const QString &line : m_c.partingFields)
        out(QStringLiteral("<li>%1</li>\n").arg(esc(line)));
    out(QStringLiteral("</ul>\n<div class=\"sides\">\n"));
    for (std::size_t i = 0; i < m_c.rulings.size(); ++i) {
        if (!m_c.rulings[i].run.plays())
            continue;
        out(QStringLiteral("<div class=\"side\"><h3>%1</h3>\n").arg(esc(RulingReport::tr("Under %1").arg(m_c.rulings[i].label))));
        if (m_c.partingSteps[i].empty())
            out(QStringLiteral("<p>%1</p>\n").arg(esc(RulingReport::tr("Nothing happens in this phase."))));
        for (const Step &s : m_c.partingSteps[i]) {
            const auto &shown = m_c.rulings[i].steps;
            const bool linked = std::ranges::any_of(shown, [&](const Step &t) { return t.position == s.position; });
            const QString step = esc(RulingReport::tr("Step %1").arg(s.position));
            out(QStringLiteral("<p class=\"what\">%1: %2</p>\n")
                    .arg(linked ? QStringLiteral("<a href=\"#%1\">%2</a>").arg(stepId(i, s.position), step) : step, esc(s.what)));
            why(s);
        }
        out(QStringLiteral("</div>\n"));
    }
    out(QStringLiteral("</div>\n</section>\n"));
}

void HtmlWriter::why(const Step &s)
{
    if (!s.notes.empty()) {
        out(QStringLiteral("<ul class=\"why\">\n"));
        for (const report::Line &l : s.notes) {
            out(QStringLiteral("<li>%1").arg(esc(l.text)));
            if (!l.anchor.empty())
                out(QStringLiteral(" <a class=\"rule\" href=\"#%1\" title=\"%2\" lang=\"en\">[%3]</a>")
                        .arg(esc(l.anchor), io::ruleFirstSentence(QString::fromStdString(l.anchor)).toHtmlEscaped(),
                             RulingReport::tr("rule: %1").arg(ruleName(l.anchor)).toHtmlEscaped()));
            out(QStringLiteral("</li>\n"));
        }
        out(QStringLiteral("</ul>\n"));
    }
    if (!s.changes.empty()) {
        out(QStringLiteral("<ul class=\"changes\">\n"));
        for (const QString &c : s.changes)
            out(QStringLiteral("<li>%1</li>\n").arg(esc(c)));
        out(QStringLiteral("</ul>\n"));
    }
    if (!s.decided.empty()) {
        out(QStringLiteral("<ul class=\"decides\">\n"));
        for (const QString &c : s.decided)
            out(QStringLiteral("<li>%1</li>\n").arg(esc(RulingReport::tr("Decides: %1").arg(c))));
        out(QStringLiteral("</ul>\n"));
    }
}

void HtmlWriter::step(const Ruling &r, std::size_t index, const Step &s, bool picture)
{
    const QString title = RulingReport::tr("Step %1: %2").arg(s.position).arg(s.what);
    out(QStringLiteral("<section class=\"step\" id=\"%1\" data-title=\"%2\">\n<h3>%2 <span class=\"moment\">(%3)</span></h3>\n")
            .arg(stepId(index, s.position), esc(title), esc(s.moment)));
    if (picture)
        m_html += m_pictures.stepSvg(*r.run.replay, s.position, stepId(index, s.position) + QLatin1Char('-'), title) + '\n';
    why(s);
    out(QStringLiteral("</section>\n"));
}

void HtmlWriter::ruling(std::size_t index)
{
    const Ruling &r = m_c.rulings[index];
    // The ruling's heading, its notes and its setup picture start one page together: a heading
    // never ends a printed page alone.
    const bool first = index == 0 && m_c.rulings.size() == 1;
    const QString heading = QStringLiteral("<h2>%1</h2>\n").arg(esc(RulingReport::tr("Under %1").arg(r.label)));
    QString carried;
    if (!r.translations.empty()) {
        carried = QStringLiteral("<div class=\"translations\"><h3>%1</h3><ul>\n")
                      .arg(esc(RulingReport::tr("Programs carried to the %1").arg(words::rulesetName(r.run.variant.ruleset))));
        for (const QString &t : r.translations)
            carried += QStringLiteral("<li>%1</li>\n").arg(esc(t));
        carried += QStringLiteral("</ul></div>\n");
    }
    if (!r.error.isEmpty()) {
        out(QStringLiteral("<section class=\"ruling\">%1%2<p class=\"failed\">%3</p></section>\n")
                .arg(heading, carried, esc(RulingReport::tr("This ruling cannot play the scenario: %1").arg(r.error))));
        return;
    }
    const QString setupId = QStringLiteral("r%1-setup").arg(index + 1);
    const QString setup = RulingReport::tr("Setup");
    out(QStringLiteral("<section class=\"step%1\" id=\"%2\" data-title=\"%3\">\n%4%5<h3>%3</h3>\n")
            .arg(first ? QStringLiteral(" first") : QString(), setupId, esc(setup), heading, carried));
    m_html += m_pictures.stepSvg(*r.run.replay, 0, setupId + QLatin1Char('-'), setup) + '\n';
    out(QStringLiteral("</section>\n"));
    for (const Step &s : r.steps)
        step(r, index, s, true);
    finalState(r, index);
}

void HtmlWriter::finalState(const Ruling &r, std::size_t index)
{
    out(QStringLiteral("<section class=\"step final\" id=\"r%1-final\" data-title=\"%2\">\n<h3>%2</h3>\n<p>%3</p>\n<table class=\"final\">\n")
            .arg(index + 1)
            .arg(esc(RulingReport::tr("Final state")), esc(r.end)));
    for (std::size_t row = 0; row < r.finalTable.size(); ++row) {
        out(QStringLiteral("<tr>"));
        for (qsizetype col = 0; col < r.finalTable[row].size(); ++col)
            out((row == 0 || col == 0 ? QStringLiteral("<th>%1</th>") : QStringLiteral("<td>%1</td>")).arg(esc(r.finalTable[row][col])));
        out(QStringLiteral("</tr>\n"));
    }
    out(QStringLiteral("</table>\n"));
    if (!r.gameTable.empty()) {
        out(QStringLiteral("<table class=\"game\">\n"));
        for (const QStringList &row : r.gameTable)
            out(QStringLiteral("<tr><th>%1</th><td>%2</td></tr>\n").arg(esc(row.value(0)), esc(row.value(1))));
        out(QStringLiteral("</table>\n"));
    }
    if (!r.checks.empty()) {
        out(QStringLiteral("<h3>%1</h3>\n<ul class=\"checks\">\n").arg(esc(RulingReport::tr("Expectations"))));
        for (const report::Check &c : r.checks) {
            out(QStringLiteral("<li class=\"%1\">%2 %3").arg(c.holds ? QStringLiteral("held") : QStringLiteral("failed"),
                                                          c.holds ? QStringLiteral("&#10004;") : QStringLiteral("&#10008;"),
                                                          esc((c.holds ? RulingReport::tr("Holds: %1") : RulingReport::tr("Fails: %1")).arg(c.text))));
            const bool shown = std::ranges::any_of(r.steps, [&](const Step &s) { return s.position == c.position; });
            // The link is put into the translated sentence around its words.
            const auto linked = [](const QString &sentence, const QString &target) {
                const qsizetype open = sentence.indexOf(QLatin1Char('['));
                const qsizetype close = sentence.indexOf(QLatin1Char(']'), open);
                if (open < 0 || close < 0)
                    return sentence.toHtmlEscaped();
                return sentence.left(open).toHtmlEscaped() + QStringLiteral("<a href=\"#%1\">%2</a>").arg(target, sentence.mid(open + 1, close - open - 1).toHtmlEscaped())
                       + sentence.mid(close + 1).toHtmlEscaped();
            };
            if (c.position == 0)
                out(QLatin1Char(' ') + linked(RulingReport::tr("(decided by the [setup]: nothing changed it)", "keep the brackets around the link's words"),
                                              QStringLiteral("r%1-setup").arg(index + 1)));
            else if (shown)
                out(QLatin1Char(' ') + linked(RulingReport::tr("(decided at [step %1])", "keep the brackets around the link's words").arg(c.position), stepId(index, c.position)));
            else
                out(QLatin1Char(' ') + esc(RulingReport::tr("(decided at step %1)").arg(c.position)));
            out(QStringLiteral("</li>\n"));
        }
        out(QStringLiteral("</ul>\n"));
    }
    out(QStringLiteral("</section>\n"));
}

void HtmlWriter::rules()
{
    if (m_c.anchors.empty())
        return;
    out(QStringLiteral("<section class=\"rules\">\n<h2>%1</h2>\n").arg(esc(RulingReport::tr("Rules cited"))));
    // The rulebooks are written in English only: the quotations say so in another language.
    if (m_language != QLatin1String("en"))
        out(QStringLiteral("<p class=\"quoted\">%1</p>\n").arg(esc(RulingReport::tr("The rules are quoted from RallyForge's rulebooks, which are in English."))));
    out(QStringLiteral("<dl class=\"rules\" lang=\"en\">\n"));
    for (const std::string &a : m_c.anchors) {
        const QString text = io::ruleText(QString::fromStdString(a));
        out(QStringLiteral("<dt id=\"%1\">%2</dt>\n<dd>%3</dd>\n")
                .arg(esc(a), ruleNameWithBook(a).toHtmlEscaped(), text.isEmpty() ? QStringLiteral("(no rule text)") : io::markdownInlineHtml(text)));
    }
    out(QStringLiteral("</dl>\n</section>\n"));
}

// The language the report speaks when its options name none: the session's.
QString sessionLanguage()
{
    return RulingReport::tr("en", "the code of this translation's language");
}

QString mdEscape(QString t)
{
    static const QRegularExpression special(QStringLiteral(R"(([\\`*_\[\]<>#|]))"));
    return t.replace(special, QStringLiteral("\\\\1"));
}

} // namespace

std::expected<QByteArray, QString> rulingReportHtml(const model::Scenario &scenario, const ReportOptions &options)
{
    const words::LanguageScope language(options.language);
    auto content = report::buildContent(scenario, options);
    if (!content)
        return std::unexpected(content.error());
    const report::Pictures pictures(scenario.course);
    return HtmlWriter(*content, pictures, language.language().isEmpty() ? sessionLanguage() : language.language()).write();
}

std::expected<MarkdownReport, QString> rulingReportMarkdown(const model::Scenario &scenario, const ReportOptions &options, const QString &imagePrefix)
{
    const words::LanguageScope language(options.language);
    auto content = report::buildContent(scenario, options);
    if (!content)
        return std::unexpected(content.error());
    const Content &c = *content;
    const report::Pictures pictures(scenario.course);
    MarkdownReport out;
    QString md = QStringLiteral("# %1\n\n").arg(mdEscape(c.title.isEmpty() ? c.course : c.title));
    if (!c.description.isEmpty())
        md += QStringLiteral("> %1\n\n").arg(mdEscape(c.description));
    md += QStringLiteral("%1: %2\n\n").arg(mdEscape(RulingReport::tr("Course")), mdEscape(c.course));
    for (std::size_t i = 0; i < c.rulings.size(); ++i) {
        const Ruling &r = c.rulings[i];
        md += QStringLiteral("## %1\n\n").arg(mdEscape(RulingReport::tr("Under %1").arg(r.label)));
        if (!r.error.isEmpty()) {
            md += QStringLiteral("%1\n\n").arg(mdEscape(RulingReport::tr("This ruling cannot play the scenario: %1").arg(r.error)));
            continue;
        }
        const QString prefix = c.rulings.size() > 1 ? QStringLiteral("%1-r%2").arg(imagePrefix).arg(i + 1) : imagePrefix;
        // A picture is named by its content too: a page written again never replaces a picture an
        // older page shows, so a run stopped half-way leaves the older page whole.
        auto image = [&](int pos, const QString &stem, const QString &caption) {
            QByteArray bytes = report::pngBytes(pictures.stepImage(*r.run.replay, pos, caption));
            const QString name = QStringLiteral("%1-%2.png").arg(
                stem, QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex().left(10)));
            out.images.emplace_back(name, std::move(bytes));
            md += QStringLiteral("![%1](%2)\n\n").arg(mdEscape(caption), name);
        };
        image(0, prefix + QStringLiteral("-setup"), RulingReport::tr("Setup"));
        for (const Step &s : r.steps) {
            const QString caption = RulingReport::tr("Step %1: %2 (%3)").arg(s.position).arg(s.what, s.moment);
            md += QStringLiteral("### %1\n\n").arg(mdEscape(caption));
            image(s.position, prefix + QStringLiteral("-step-%1").arg(s.position), caption);
            for (const report::Line &l : s.notes)
                md += QStringLiteral("- %1%2\n").arg(mdEscape(l.text), l.anchor.empty() ? QString() : QStringLiteral(" (%1)").arg(RulingReport::tr("rule: %1").arg(ruleName(l.anchor))));
            for (QString ch : s.changes)
                md += QStringLiteral("- `%1`\n").arg(ch.replace(QLatin1Char('`'), QLatin1Char('\'')));
            for (const QString &d : s.decided)
                md += QStringLiteral("- %1\n").arg(mdEscape(RulingReport::tr("Decides: %1").arg(d)));
            md += QLatin1Char('\n');
        }
        md += QStringLiteral("### %1\n\n%2\n\n").arg(mdEscape(RulingReport::tr("Final state")), mdEscape(r.end));
        for (std::size_t row = 0; row < r.finalTable.size(); ++row) {
            QStringList cells;
            for (const QString &cell : r.finalTable[row])
                cells << mdEscape(cell);
            md += QStringLiteral("| %1 |\n").arg(cells.join(QStringLiteral(" | ")));
            if (row == 0)
                md += QStringLiteral("|%1\n").arg(QStringLiteral(" --- |").repeated(cells.size()));
        }
        md += QLatin1Char('\n');
        for (const QStringList &row : r.gameTable)
            md += QStringLiteral("- %1: %2\n").arg(mdEscape(row.value(0)), mdEscape(row.value(1)));
        if (!r.gameTable.empty())
            md += QLatin1Char('\n');
        for (const report::Check &ch : r.checks)
            md += ch.holds ? QStringLiteral("- %1\n").arg(mdEscape(RulingReport::tr("Holds: %1").arg(ch.text)))
                           : QStringLiteral("- **%1**\n").arg(mdEscape(RulingReport::tr("Fails: %1").arg(ch.text)));
        md += QLatin1Char('\n');
    }
    if (c.rulings.size() > 1)
        md += QStringLiteral("## %1\n\n%2\n\n").arg(mdEscape(RulingReport::tr("Where the rulings part")), mdEscape(c.verdict));
    if (c.partingMoment)
        md += QStringLiteral("%1\n\n").arg(mdEscape(RulingReport::tr("First difference: %1").arg(*c.partingMoment)));
    for (const QString &line : c.partingFields)
        md += QStringLiteral("- %1\n").arg(mdEscape(line));
    if (!c.anchors.empty()) {
        md += QStringLiteral("\n## %1\n\n").arg(mdEscape(RulingReport::tr("Rules cited")));
        if (RulingReport::tr("en", "the code of this translation's language") != QLatin1String("en"))
            md += QStringLiteral("%1\n\n").arg(mdEscape(RulingReport::tr("The rules are quoted from RallyForge's rulebooks, which are in English.")));
        for (const std::string &a : c.anchors)
            md += QStringLiteral("**%1**: %2\n\n").arg(ruleNameWithBook(a), io::ruleText(QString::fromStdString(a)));
    }
    out.markdown = md.toUtf8();
    return out;
}

} // namespace rf::render
