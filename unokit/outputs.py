"""All-or-nothing output files: every file a command writes appears whole, or none does.

:class:`Outputs` is the one helper every writer uses (``unokit cards``, ``sheet``, ``brf`` and
:func:`unokit.record.write_record`). Each file or folder is first written under a temporary name beside
where it belongs (same folder, so the same file system); only when the whole run has succeeded are they
moved into place with ``os.rename``/``os.replace`` (a rename on one file system happens whole or not at
all). Before anything is moved every move is checked (a folder where a file goes is refused, naming the
user's path); a file already at an output path is set aside and put back if a later move fails, so a run
that fails leaves the outputs as they were. A run that fails or is stopped (an error, Ctrl-C, ``SIGTERM``,
``SIGHUP``) removes its temporary files. Every error names the path the user gave, never a temporary one.

Temporary names start with a dot and end in ``.unokit-partial`` (set-aside files in ``.unokit-backup``),
so a leftover of a run killed with ``SIGKILL`` is easy to spot and delete.

Pure Python (``os``, ``tempfile``, ``signal``): the engine may use it.
"""

from __future__ import annotations

import contextlib
import errno
import os
import signal
import stat
import tempfile
import threading
from collections.abc import Iterator
from typing import Any

from unokit.errors import UnokitError

__all__ = ["Outputs", "OutputError", "Stopped", "write_file", "PARTIAL_SUFFIX", "BACKUP_SUFFIX"]

#: The end of every temporary name of an unfinished output.
PARTIAL_SUFFIX = ".unokit-partial"
#: The end of the name of a file set aside while the outputs are moved into place.
BACKUP_SUFFIX = ".unokit-backup"
#: The signals that stop a run cleanly (its temporary files removed) while outputs are written. SIGINT
#: already raises ``KeyboardInterrupt`` in Python; SIGHUP does not exist on Windows.
STOP_SIGNALS = tuple(getattr(signal, name) for name in ("SIGTERM", "SIGHUP") if hasattr(signal, name))


class OutputError(UnokitError):
    """An output that cannot be put in place, e.g. a folder where a file of the same name is written.
    The message names the user's path and what to do."""


class Stopped(KeyboardInterrupt):
    """Raised in the main thread when ``SIGTERM`` or ``SIGHUP`` arrives while :class:`Outputs` writes:
    the temporary files are removed as for Ctrl-C. ``signal_number`` is the signal's number."""

    def __init__(self, signal_number: int) -> None:
        super().__init__(signal_number)
        self.signal_number = signal_number


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


class Outputs:
    """All-or-nothing output of one run (see the module's text). Use as a context manager::

        with Outputs() as outputs:
            pdf = outputs.file("deck.pdf")       # a temporary path to write instead
            pages = outputs.folder("pages")      # a temporary folder to fill instead
            outputs.write("deck.pdf", data)      # or write bytes (errors name deck.pdf)
        # here every output is in place; on an exception none is, and the exception names user paths

    Args:
        signals: while the block runs in the main thread, ``SIGTERM`` and ``SIGHUP`` (when they have
            their default action) raise :class:`Stopped`, so the temporary files are removed; the
            previous handlers come back when the block ends. ``False`` for library use.

    Raises ``OSError`` naming the user's path when a temporary file cannot be made (the first thing a
    run does, before any long work) or a write fails (a full disk: ``"deck.pdf: No space left on
    device"``), and :class:`OutputError` when an output cannot be put in place.
    """

    def __init__(self, *, signals: bool = True) -> None:
        self._files: list[tuple[str, str, str]] = []  # (temporary, final, as the user wrote it)
        self._folders: list[tuple[str, str, str, bool]] = []  # (temporary, final, user's, final existed)
        self._signals = signals
        self._direct: dict[str, str] = {}  # devices and named pipes written in place: final -> user's
        self._previous: dict[int, Any] = {}

    # --- the temporary paths -------------------------------------------------------------------

    def file(self, path: str | os.PathLike[str]) -> str:
        """A temporary file in ``path``'s folder (which must exist) to write instead of ``path``.
        Raises ``OSError`` naming ``path`` when it cannot be made (a missing folder, no permission)."""
        user = os.fspath(path)
        final = os.path.realpath(user)  # a symbolic link's target is replaced, the link kept
        if any(final == done for _, done, _ in self._files) or final in self._direct:
            raise OSError(errno.EEXIST, "named twice as an output file", user)
        if os.path.exists(final) and not os.path.isdir(final) and not stat.S_ISREG(os.stat(final).st_mode):
            # a device or a named pipe (/dev/null, /dev/stdout): written in place, never renamed over
            self._direct[final] = user
            return final
        try:
            handle, temporary = tempfile.mkstemp(prefix=f".{os.path.basename(final)}.", suffix=PARTIAL_SUFFIX,
                                                 dir=os.path.dirname(final))
        except OSError as error:
            raise OSError(error.errno, error.strerror, user) from None
        os.close(handle)
        self._files.append((temporary, final, user))
        os.chmod(temporary, 0o666 & ~_umask())  # mkstemp makes 0600; give the file the usual mode
        return temporary

    def folder(self, path: str | os.PathLike[str]) -> str:
        """A temporary folder to fill instead of the folder ``path``: inside ``path`` when it exists
        (its entries are moved in at the end, beside what it already holds, replacing files of the same
        name), else in the nearest folder above it that exists (renamed to ``path`` at the end, missing
        parents made then). Raises ``OSError`` naming ``path`` when a file stands where a folder is
        needed or the folder cannot be made."""
        user = os.fspath(path)
        final = os.path.abspath(user)
        exists = os.path.isdir(final)
        parent = final
        if not exists:
            parent = os.path.dirname(final)
            while not os.path.isdir(parent):
                if os.path.lexists(parent):
                    raise OSError(errno.ENOTDIR, "Not a directory", user)  # a file where a folder should be
                parent = os.path.dirname(parent)
        try:
            temporary = tempfile.mkdtemp(prefix=f".{os.path.basename(final)}.", suffix=PARTIAL_SUFFIX, dir=parent)
        except OSError as error:
            raise OSError(error.errno, error.strerror, user) from None
        self._folders.append((temporary, final, user, exists))
        os.chmod(temporary, 0o777 & ~_umask())
        return temporary

    def write(self, path: str | os.PathLike[str], data: bytes) -> None:
        """Write ``data`` to the temporary file of ``path`` (made by :meth:`file` if not yet). A failed
        write raises ``OSError`` naming ``path`` (a full disk names no file otherwise)."""
        user = os.fspath(path)
        final = os.path.realpath(user)
        known = next((t for t, done, _ in self._files if done == final), None)
        temporary = known or (final if final in self._direct else self.file(user))
        try:
            with open(temporary, "wb") as stream:
                stream.write(data)
        except OSError as error:
            raise OSError(error.errno, error.strerror, user) from None

    @contextlib.contextmanager
    def writing(self, path: str | os.PathLike[str]) -> Iterator[None]:
        """Inside, an ``OSError`` that names no file (a full disk during a write) names ``path``, the
        output being written, e.g. a folder another function fills."""
        try:
            yield
        except OSError as error:
            if error.filename is not None or error.strerror is None:
                raise
            raise OSError(error.errno, error.strerror, os.fspath(path)) from None

    def user_path(self, path: str | None) -> str | None:
        """``path`` with a temporary folder or file of this run written as the user's path (errors of
        writes inside a temporary folder name the user's folder); any other path unchanged."""
        if path is None:
            return None
        path = os.fspath(path)
        for temporary, _final, user in self._files:
            if path == temporary:
                return user
        for temporary, _final, user, _exists in self._folders:
            if path == temporary or path.startswith(temporary + os.sep):
                return user + path[len(temporary):]
        return path

    # --- the context manager ---------------------------------------------------------------------

    def __enter__(self) -> Outputs:
        if not self._previous and not _DEPTH:  # the outermost block: no stop received yet
            _RECEIVED.clear()
        _DEPTH.append(self)
        if self._signals and threading.current_thread() is threading.main_thread():
            for number in STOP_SIGNALS:
                if signal.getsignal(number) == signal.SIG_DFL:  # a caller's own handler is left alone
                    self._previous[number] = signal.signal(number, _stop)
            if signal.getsignal(signal.SIGINT) is signal.default_int_handler:  # Ctrl-C: KeyboardInterrupt,
                self._previous[signal.SIGINT] = signal.signal(signal.SIGINT, _stop)  # but not in a C callback
        return self

    def __exit__(self, kind: Any, error: Any, trace: Any) -> None:
        if self in _DEPTH:
            _DEPTH.remove(self)
        if _RECEIVED and not isinstance(error, KeyboardInterrupt):  # a stop recorded in a C callback, or swallowed
            self._discard()
            self._restore_signals()
            raise _interruption(_RECEIVED[0]) from None
        named = self._named(error) if error is not None else None  # before the lists are emptied
        try:
            if kind is None:
                self._commit()
        except BaseException as failed:
            raise self._named(failed) from None
        finally:
            self._discard()
            self._restore_signals()
        if named is not None and named is not error:
            raise named from None

    def _named(self, error: BaseException) -> BaseException:
        """``error`` naming the user's path: an ``OSError`` whose path is a temporary one, or that names
        no path while this run writes only one output, is said again with the user's path."""
        if not isinstance(error, OSError):
            return error
        name = error.filename
        user = self.user_path(name) if name is not None else None
        if name is None:
            outputs = [u for _, _, u in self._files] + [u for _, _, u, _ in self._folders] + list(self._direct.values())
            user = outputs[0] if len(outputs) == 1 else None
        if user == name or user is None or error.strerror is None:
            return error
        return OSError(error.errno, error.strerror, user)

    def _restore_signals(self) -> None:
        for number, handler in self._previous.items():
            signal.signal(number, handler)
        self._previous.clear()

    def _moves(self) -> list[tuple[str, str, str]]:
        """Every rename of the commit, ``(temporary, final, user's)``, checked: no folder where a file
        goes, nor a file where a folder goes. Raises :class:`OutputError` naming the user's path."""
        moves: list[tuple[str, str, str]] = []
        for temporary, final, user, exists in self._folders:
            if exists:
                for name in sorted(os.listdir(temporary)):
                    moves.append((os.path.join(temporary, name), os.path.join(final, name), os.path.join(user, name)))
            else:
                moves.append((temporary, final, user))
        moves.extend(self._files)
        for temporary, final, user in moves:
            if not os.path.lexists(final):
                continue
            is_folder, was_folder = os.path.isdir(temporary), os.path.isdir(final) and not os.path.islink(final)
            if was_folder and not is_folder:
                raise OutputError(f"{user} is a folder, and a file of that name is to be written there; "
                                  "move or rename that folder, or write to another folder. Nothing was written")
            if was_folder:
                raise OutputError(f"{user} already exists; a folder of that name is to be written there: "
                                  "move or rename it, or write to another folder. Nothing was written")
            if is_folder:
                raise OutputError(f"{user} is a file, and a folder of that name is to be written there; "
                                  "move or rename that file, or write to another folder. Nothing was written")
        return moves

    def _commit(self) -> None:
        """Put every output in place, or none: files already there are set aside first and put back if
        any move fails. ``SIGTERM``/``SIGHUP``/``SIGINT`` wait until the moves are done."""
        moves = self._moves()
        blocking = hasattr(signal, "pthread_sigmask")
        if blocking:
            mask = signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT, *STOP_SIGNALS})
        done: list[tuple[str, str, str | None]] = []  # (temporary, final, set-aside file)
        try:
            for temporary, final, user in moves:
                try:
                    aside = None
                    if os.path.lexists(final):
                        aside = _aside_name(final)
                        os.rename(final, aside)
                    done.append((temporary, final, aside))
                    parent = os.path.dirname(final)
                    if not os.path.isdir(parent):
                        os.makedirs(parent)
                    os.replace(temporary, final)
                except OSError as error:
                    self._undo(done)
                    raise OSError(error.errno, error.strerror, user) from None
            for _temporary, _final, aside in done:
                if aside is not None:
                    _remove(aside)
        finally:
            if blocking:
                signal.pthread_sigmask(signal.SIG_SETMASK, mask)

    @staticmethod
    def _undo(done: list[tuple[str, str, str | None]]) -> None:
        for temporary, final, aside in reversed(done):
            if os.path.lexists(final) and not os.path.lexists(temporary):
                try:
                    os.rename(final, temporary)  # the new output back out of the way (removed with the rest)
                except OSError:
                    pass
            if aside is not None and os.path.lexists(aside):
                try:
                    os.rename(aside, final)
                except OSError:
                    pass

    def _discard(self) -> None:
        import shutil

        for temporary, _final, _user in self._files:
            if os.path.lexists(temporary):
                os.unlink(temporary)
        for temporary, _final, _user, _exists in self._folders:
            if os.path.lexists(temporary):
                shutil.rmtree(temporary, ignore_errors=True)
        self._files.clear()
        self._folders.clear()
        self._direct.clear()


def _aside_name(final: str) -> str:
    handle, aside = tempfile.mkstemp(prefix=f".{os.path.basename(final)}.", suffix=BACKUP_SUFFIX,
                                     dir=os.path.dirname(final))
    os.close(handle)
    os.unlink(aside)  # only the unused name is wanted; the rename makes the file
    return aside


def _remove(path: str) -> None:
    import shutil

    if os.path.isdir(path) and not os.path.islink(path):
        shutil.rmtree(path, ignore_errors=True)
    elif os.path.lexists(path):
        os.unlink(path)


#: The stop signals received while an :class:`Outputs` block runs (outermost first). ``__exit__`` reads it, so
#: that a stop whose :class:`Stopped` never reached the block still stops the run, as a stop and not as the
#: error the interrupted library raised instead: a signal that arrives while C code calls back into Python
#: (cairo writing a PNG through cffi) must not raise there, where cffi would print the exception as a
#: traceback, swallow it and let cairo fail with an error of its own.
_RECEIVED: list[int] = []
#: The :class:`Outputs` blocks open now (writers nest: a file written inside a folder's block).
_DEPTH: list[Any] = []
#: Source files whose functions C code calls back: a stop signal arriving in them is only recorded.
_C_CALLBACK_MODULES = (os.sep + "cairocffi" + os.sep,)


def _interruption(number: int) -> KeyboardInterrupt:
    """The exception a stop signal raises: ``KeyboardInterrupt`` for Ctrl-C (SIGINT) as Python's own handler
    raises, :class:`Stopped` for the others."""
    return KeyboardInterrupt() if number == signal.SIGINT else Stopped(number)


def _stop(number: int, frame: Any) -> None:
    _RECEIVED.append(number)
    while frame is not None:
        if any(part in frame.f_code.co_filename for part in _C_CALLBACK_MODULES):
            return  # inside a C callback: Outputs.__exit__ stops the run once the library returns
        frame = frame.f_back
    raise _interruption(number)


def write_file(path: str | os.PathLike[str], data: bytes, *, signals: bool = False) -> None:
    """Write ``data`` to ``path`` all or nothing (:class:`Outputs` with one file): a reader never sees
    a half-written file, and a failed write leaves a file already at ``path`` as it was. Raises
    ``OSError`` naming ``path`` when it cannot be written."""
    with Outputs(signals=signals) as outputs:
        outputs.write(path, data)
