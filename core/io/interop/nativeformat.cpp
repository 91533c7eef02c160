// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/boardfile.h"
#include "io/interop/formats.h"

#include <QFileInfo>

namespace rf::io::interop {

namespace {

// The native .rfboard format behind the registry interface: a thin wrapper over boardfile.h,
// so conversions can start or end at a native file. Lossless, so it never reports notes.
class NativeFormat final : public BoardFormat {
public:
    QString name() const override { return QStringLiteral("rallyforge"); }
    QString description() const override { return QStringLiteral("RallyForge board or course (.rfboard)"); }
    QStringList extensions() const override { return {QStringLiteral("rfboard")}; }
    bool canRead() const override { return true; }
    bool canWrite() const override { return true; }
    int probe(const QString &path, const QByteArray &head) const override
    {
        if (head.contains(QByteArrayLiteral("\"rallyforge-board\"")))
            return 3;
        return QFileInfo(path).suffix().compare(QLatin1String("rfboard"), Qt::CaseInsensitive) == 0 ? 1 : 0;
    }
    std::expected<ImportResult, Error> read(const QString &path) const override
    {
        auto course = readBoardFile(path);
        if (!course)
            return std::unexpected(course.error());
        return ImportResult{std::move(*course), {}};
    }
    std::expected<ExportResult, Error> write(const QString &path, const model::Course &course, const WriteOptions &) const override
    {
        // Placements that referred to other files are embedded: the written file must stand alone
        // wherever it is saved.
        model::Course embedded = course;
        for (model::Placement &p : embedded.placements())
            p.source.clear();
        if (auto ok = writeBoardFile(path, embedded); !ok)
            return std::unexpected(ok.error());
        return ExportResult{{path}, {}};
    }
};

} // namespace

std::unique_ptr<BoardFormat> makeNativeFormat() { return std::make_unique<NativeFormat>(); }

} // namespace rf::io::interop
