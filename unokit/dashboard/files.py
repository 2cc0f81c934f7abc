"""The dashboard's download and upload controls: :mod:`unokit.widgets.files` (moved there so that the
widgets, which use them too, need not import the dashboard). Kept as this name for older imports."""

from __future__ import annotations

from unokit.widgets.files import DownloadButton, UploadButton, file_size

__all__ = ["DownloadButton", "UploadButton", "file_size"]
