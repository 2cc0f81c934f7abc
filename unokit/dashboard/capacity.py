"""What serving the dashboard to others costs, and how many visitors this computer's memory holds.

Every page of ``unokit dashboard`` gets its own kernel (a Python process that runs the game for that
page). Measured on Linux with Python 3.11, voila 0.5.13, ipykernel 7.4 (issue 23): a kernel that has
run the dashboard notebook holds 79-81 MB resident (the UX audit of main b5a488d measured about 77 MB),
the Voila server about 100 MB. Only memory is counted here: CPU decides how fast pages start, not how
many can be open.

Used by ``unokit dashboard --ip`` to say, before it serves to a network, how many visitors fit.
"""

from __future__ import annotations

import os
from pathlib import Path

__all__ = ["KERNEL_MEMORY_MB", "SERVER_MEMORY_MB", "available_memory_mb", "visitors_memory_holds",
           "capacity_sentence"]

#: Resident memory of one visitor's kernel, MB (measured 79-81 MB; rounded to 80).
KERNEL_MEMORY_MB = 80
#: Resident memory of the Voila server and the one kernel it keeps preheated for the next visitor, MB.
SERVER_MEMORY_MB = 100 + KERNEL_MEMORY_MB
#: Share of the available memory the kernels may take; the rest stays for the system and other programs.
USABLE_SHARE = 0.8


def available_memory_mb(meminfo: Path = Path("/proc/meminfo")) -> int | None:
    """Memory available for new programs without swapping, MB: Linux's ``MemAvailable`` (``meminfo``),
    else free physical pages (``os.sysconf``, other Unix systems), else ``None`` (Windows, or a system
    that does not say)."""
    try:
        for line in meminfo.read_text(encoding="ascii").splitlines():
            if line.startswith("MemAvailable:"):
                return int(line.split()[1]) // 1024  # the value is in kB
    except (OSError, ValueError, IndexError):
        pass
    try:
        return os.sysconf("SC_AVPHYS_PAGES") * os.sysconf("SC_PAGE_SIZE") // (1024 * 1024)
    except (AttributeError, OSError, ValueError):
        return None


def visitors_memory_holds(available_mb: int) -> int:
    """How many visitors' kernels fit at once in ``available_mb`` MB: :data:`USABLE_SHARE` of it, less
    :data:`SERVER_MEMORY_MB`, divided by :data:`KERNEL_MEMORY_MB`; never below 0."""
    return max(0, int(available_mb * USABLE_SHARE - SERVER_MEMORY_MB) // KERNEL_MEMORY_MB)


def capacity_sentence(available_mb: int | None, lang: str = "en") -> str:
    """One sentence for a person about to serve a class, in ``lang`` (``dash-capacity*`` messages): what a
    visitor costs and, when the free memory is known, how many visitors it holds (``available_mb`` from
    :func:`available_memory_mb`). Raises :class:`~unokit.errors.LanguageError` for an unknown language."""
    from unokit.i18n import format_number, message

    if available_mb is None:
        return message("dash-capacity-unknown", lang, mb=str(KERNEL_MEMORY_MB))
    visitors = visitors_memory_holds(available_mb)
    free = (f"{format_number(available_mb / 1024, lang, pattern='0.0')} GB"
            if available_mb >= 1024 else f"{available_mb} MB")
    return message("dash-capacity", lang, mb=str(KERNEL_MEMORY_MB), free=free, visitors=visitors)
