// SPDX-FileCopyrightText: 2026 RallyForge contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "document/recovery.h"

#include "document/document.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QLockFile>
#include <QRandomGenerator>
#include <QSaveFile>
#include <QSet>
#include <QStandardPaths>
#include <QTimer>
#include <QUndoStack>

#include <algorithm>
#include <functional>
#include <map>
#include <vector>

namespace rf::editor {

namespace {

const QString kInstancePrefix = QStringLiteral("instance-");
const QString kLockSuffix = QStringLiteral(".lock");
const QString kNoteSuffix = QStringLiteral(".path");

QString join(const QString &folder, const QString &name)
{
    return folder + QLatin1Char('/') + name;
}
QString dataName(const QString &name, const QString &suffix)
{
    return name + QLatin1Char('.') + suffix;
}

// A copy left in a folder nobody holds: its folder, its name (without the suffix), when written.
struct LeftCopy {
    QString folder;
    QString name;
    QDateTime written;
};

} // namespace

// One running copy's claim on a recovery folder `dir`: the folder `dir/instance-<pid>-<random>`
// and the lock beside it, taken when the first file is written and held until the process ends
// (a crash leaves a lock naming a dead process, which QLockFile sees as stale). The lock lies
// beside the folder, not in it, so that it is taken before the folder exists: a copy starting
// meanwhile never finds a new folder unlocked.
class RecoveryInstance {
public:
    explicit RecoveryInstance(const QString &dir)
        : m_dir(dir)
        , m_id(kInstancePrefix + QStringLiteral("%1-%2")
                                     .arg(QCoreApplication::applicationPid())
                                     .arg(QRandomGenerator::global()->generate(), 8, 16, QLatin1Char('0')))
        , m_lock(join(dir, m_id + kLockSuffix))
    {
        // Only a dead owner makes a lock stale: a copy that has run for hours still owns its files.
        m_lock.setStaleLockTime(0);
    }
    ~RecoveryInstance()
    {
        if (!m_lock.isLocked())
            return;
        // A clean end leaves an empty folder; one with files in it (a copy kept on purpose) stays
        // for the next start, unlocked.
        QDir().rmdir(folder());
        m_lock.unlock();
    }
    RecoveryInstance(const RecoveryInstance &) = delete;
    RecoveryInstance &operator=(const RecoveryInstance &) = delete;

    // The instance of this process for `dir`, shared by its Recovery objects. It lives as long as
    // the process: a document closed without its copy going (as after a crash) leaves the copy in
    // the folder, where this copy's next start-up offer finds it, while other copies must not.
    static std::shared_ptr<RecoveryInstance> forDirectory(const QString &dir)
    {
        static std::map<QString, std::shared_ptr<RecoveryInstance>> instances;
        auto &instance = instances[QDir::cleanPath(QDir(dir).absolutePath())];
        if (!instance)
            instance = std::make_shared<RecoveryInstance>(QDir::cleanPath(QDir(dir).absolutePath()));
        return instance;
    }

    QString directory() const { return m_dir; }
    QString id() const { return m_id; }
    QString folder() const { return join(m_dir, m_id); }

    // Locks and creates the folder; false when that is impossible (no write access).
    bool claim()
    {
        if (!m_lock.isLocked()) {
            if (!QDir().mkpath(m_dir) || !m_lock.tryLock(0))
                return false;
        }
        return QDir().mkpath(folder());
    }

    // The names the open documents of this process use here.
    void addUser(const QString &name, const Recovery *r) { m_users.insert(name, r); }
    void removeUser(const QString &name, const Recovery *r) { m_users.remove(name, r); }
    bool inUse(const QString &name) const { return m_users.contains(name); }

    // Moves into this folder the copies that folders of ended copies (and flat files of earlier
    // versions) hold and `wanted` accepts (newest first, at most `limit`), under the name
    // `nameFor` gives. Folders of running copies are never opened.
    void takeOver(const QString &suffix, const std::function<bool(const QString &)> &wanted, int limit,
                  const std::function<QString(const QString &)> &nameFor)
    {
        if (!claim())
            return;
        std::vector<std::unique_ptr<QLockFile>> held; // the ended copies' locks, ours until done
        std::vector<LeftCopy> copies;
        auto collect = [&](const QString &folder) {
            for (const QFileInfo &f : QDir(folder).entryInfoList({QStringLiteral("*.") + suffix}, QDir::Files)) {
                const QString name = f.completeBaseName();
                if (wanted(name))
                    copies.push_back({folder, name, f.lastModified()});
            }
        };
        collect(m_dir); // flat files of versions without instance folders: nobody's
        QSet<QString> others;
        for (const QFileInfo &f : QDir(m_dir).entryInfoList({kInstancePrefix + QLatin1Char('*')},
                                                            QDir::Files | QDir::Dirs | QDir::NoDotAndDotDot)) {
            const QString id = f.isDir() ? f.fileName() : f.completeBaseName();
            if (id != m_id && (f.isDir() || f.fileName().endsWith(kLockSuffix)))
                others.insert(id);
        }
        std::vector<QString> ended;
        for (const QString &id : others) {
            auto lock = std::make_unique<QLockFile>(join(m_dir, id + kLockSuffix));
            lock->setStaleLockTime(0);
            if (!lock->tryLock(0))
                continue; // its copy still runs: its files are its own
            held.push_back(std::move(lock));
            ended.push_back(join(m_dir, id));
            collect(ended.back());
        }
        std::ranges::stable_sort(copies, std::greater{}, &LeftCopy::written);
        int taken = 0;
        for (const LeftCopy &c : copies) {
            if (taken == limit)
                break;
            const QString to = nameFor(c.name);
            // A rename is atomic: of two copies taking over the same flat file, one gets it.
            if (!QFile::rename(join(c.folder, dataName(c.name, suffix)), join(folder(), dataName(to, suffix))))
                continue;
            QFile::rename(join(c.folder, c.name + kNoteSuffix), join(folder(), to + kNoteSuffix));
            ++taken;
        }
        // What is left of an ended copy: notes without their copy go; an emptied folder goes
        // before its lock, so nobody finds the folder unlocked in between.
        for (const QString &folderPath : ended) {
            QDir dir(folderPath);
            for (const QFileInfo &note : dir.entryInfoList({QLatin1Char('*') + kNoteSuffix}, QDir::Files))
                if (dir.entryList({note.completeBaseName() + QStringLiteral(".*")}, QDir::Files).size() == 1)
                    QFile::remove(note.filePath());
            dir.rmdir(folderPath);
        }
        held.clear();
    }

    bool nameFree(const QString &name, const QString &suffix) const
    {
        return !inUse(name) && !QFile::exists(join(folder(), dataName(name, suffix)));
    }

private:
    QString m_dir;
    QString m_id;
    QLockFile m_lock;
    QMultiHash<QString, const Recovery *> m_users;
};

Recovery::Recovery(Document *doc, const QString &name, QObject *parent)
    : QObject(parent)
    , m_doc(doc)
    , m_timer(new QTimer(this))
    , m_name(name)
{
    setDirectory(defaultDirectory());
    m_timer->setSingleShot(true);
    m_timer->setInterval(kDelayMs);
    connect(m_timer, &QTimer::timeout, this, &Recovery::saveNow);
    // Every edit goes through the undo stack; a merged one (typing into a field) also moves it.
    connect(doc->undoStack(), &QUndoStack::indexChanged, this, &Recovery::scheduleSave);
    // Saved or given up: the copy is pointless. Not on modifiedChanged(false): opening a file
    // over restored work also makes the document clean, and the work would go with its copy.
    connect(doc, &Document::saved, this, qOverload<>(&Recovery::discard));
    connect(doc, &Document::discarded, this, qOverload<>(&Recovery::discard));
}

Recovery::~Recovery()
{
    m_instance->removeUser(m_name, this);
}

QString Recovery::defaultDirectory()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/recovery");
}

void Recovery::setDirectory(const QString &dir)
{
    if (m_instance)
        m_instance->removeUser(m_name, this);
    m_instance = RecoveryInstance::forDirectory(dir);
    m_instance->addUser(m_name, this);
}

QString Recovery::recoveryFile() const
{
    return join(m_instance->folder(), dataName(m_name, m_doc->fileSuffix()));
}
QString Recovery::noteFile() const
{
    return join(m_instance->folder(), m_name + kNoteSuffix);
}

void Recovery::setInterval(int ms)
{
    m_timer->setInterval(ms);
}
int Recovery::interval() const
{
    return m_timer->interval();
}

void Recovery::start()
{
    m_started = true;
    scheduleSave();
}

void Recovery::scheduleSave()
{
    // Not restarted by later edits: a long burst of them is still written every interval.
    if (m_started && m_doc->isModified() && !m_timer->isActive())
        m_timer->start();
}

void Recovery::setName(const QString &name)
{
    if (name == m_name)
        return;
    m_instance->removeUser(m_name, this);
    m_name = name;
    m_instance->addUser(m_name, this);
}

QString Recovery::directory() const
{
    return m_instance->directory();
}

bool Recovery::saveNow()
{
    if (!m_doc->isModified())
        return false;
    if (!m_instance->claim())
        return false;
    if (!m_doc->writeCopy(recoveryFile()).isEmpty())
        return false;
    QSaveFile note(noteFile());
    if (!note.open(QIODevice::WriteOnly))
        return false;
    note.write(m_doc->filePath().toUtf8());
    return note.commit();
}

void Recovery::discard()
{
    QFile::remove(recoveryFile());
    QFile::remove(noteFile());
}

void Recovery::discard(const QString &dir, const QString &name, const QString &suffix)
{
    const QString folder = RecoveryInstance::forDirectory(dir)->folder();
    QFile::remove(join(folder, dataName(name, suffix)));
    QFile::remove(join(folder, name + kNoteSuffix));
}

bool Recovery::hasRecovery()
{
    if (QFile::exists(recoveryFile()))
        return true;
    m_instance->takeOver(
        m_doc->fileSuffix(), [this](const QString &n) { return n == m_name; }, 1, [](const QString &n) { return n; });
    return QFile::exists(recoveryFile());
}

QString Recovery::recoveredOriginalPath() const
{
    QFile note(noteFile());
    if (!note.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(note.readAll());
}

QString Recovery::restore()
{
    hasRecovery(); // a copy left behind becomes this document's own
    return m_doc->restoreCopy(recoveryFile(), recoveredOriginalPath());
}

QStringList Recovery::leftBehind(const QString &dir, const QString &prefix, const QString &suffix)
{
    const auto instance = RecoveryInstance::forDirectory(dir);
    QSet<QString> given; // names handed out in this take-over, before their files arrive
    instance->takeOver(
        suffix, [&prefix](const QString &n) { return n.startsWith(prefix); }, -1,
        [&](const QString &n) {
            QString name = n;
            for (int i = 1; !instance->nameFree(name, suffix) || given.contains(name); ++i)
                name = prefix + QString::number(i);
            given.insert(name);
            return name;
        });
    QStringList names;
    for (const QFileInfo &f :
         QDir(instance->folder()).entryInfoList({prefix + QStringLiteral("*.") + suffix}, QDir::Files, QDir::Name)) {
        if (!instance->inUse(f.completeBaseName()))
            names << f.completeBaseName();
    }
    return names;
}

QString Recovery::originalPath(const QString &dir, const QString &name)
{
    QFile note(join(RecoveryInstance::forDirectory(dir)->folder(), name + kNoteSuffix));
    if (!note.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(note.readAll());
}

QDateTime Recovery::writtenAt(const QString &dir, const QString &name, const QString &suffix)
{
    const QFileInfo copy(join(RecoveryInstance::forDirectory(dir)->folder(), dataName(name, suffix)));
    return copy.exists() ? copy.lastModified() : QDateTime();
}

bool Recovery::isNameFree(const QString &dir, const QString &name, const QString &suffix)
{
    return RecoveryInstance::forDirectory(dir)->nameFree(name, suffix);
}

} // namespace rf::editor
