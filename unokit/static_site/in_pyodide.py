"""Compile the Python a site's pages import as they start, inside Pyodide at build time (run by compile.cjs).

Not imported by unokit: :func:`unokit.static_site.precompile` runs this file in Pyodide under Node.js, so the
bytecode is that of the Python the browser runs (Pyodide's 3.13). Python in a browser compiles every module
it imports from source at each page load; Pyodide's npm package ships its standard library as source, and
PyPI's pure-Python wheels hold only source. With the bytecode of what a page imports stored beside the
source, a page starts without compiling (issue 27: the warm start).

``main(job)`` reads the job (a dict, from the build):

- ``wheels``: paths (under a mount) of the site's wheels; ``stdlib``: the path of ``python_stdlib.zip``;
- ``out``: a folder (under a mount) for the compiled wheels (same names); ``stdlib_out``: one for the
  standard library's zip;
- ``imports``: modules a page imports as the kernel starts; ``run``: code a page runs (the dashboard's).

It unpacks the wheels into a scratch folder first on ``sys.path``, imports and runs what a page does, and
then writes each wheel again with an unchecked hash-based ``.pyc`` (PEP 552: used without reading the source)
in ``__pycache__`` beside every module that was imported, and the standard library's zip with ``name.pyc``
beside each imported ``name.py`` (zipimport reads bytecode first). Sources stay, so tracebacks show lines.
"""

from __future__ import annotations

import importlib.util
import marshal
import os
import sys
import zipfile
from typing import Any

#: Where Pyodide installs a wheel's files and where its standard library sits: the paths compiled code names.
SITE_PACKAGES = f"/lib/python{sys.version_info.major}.{sys.version_info.minor}/site-packages/"
STDLIB_ZIP = f"/lib/python{sys.version_info.major}{sys.version_info.minor}.zip/"
SCRATCH = "/tmp/unokit-site-packages/"


def bytecode(source: bytes, filename: str) -> bytes:
    """An unchecked hash-based pyc (PEP 552, flags 0b01) of ``source``, naming ``filename`` in tracebacks."""
    code = compile(source, filename, "exec", dont_inherit=True)
    return (importlib.util.MAGIC_NUMBER + (0b01).to_bytes(4, "little") + importlib.util.source_hash(source)
            + marshal.dumps(code))


def record_line(name: str, data: bytes) -> str:
    """A wheel's RECORD line for ``name`` (PEP 376/427). The same as ``unokit.static_site._record_line``: this
    file runs alone inside Pyodide, where the build's modules are not imported."""
    import base64
    import hashlib

    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode("ascii")
    return f"{name},sha256={digest},{len(data)}"


def imported_files() -> set[str]:
    """The source files of every module imported so far."""
    files = set()
    for module in list(sys.modules.values()):
        name = getattr(module, "__file__", None)
        if isinstance(name, str) and name.endswith(".py"):
            files.add(name)
    return files


def compile_wheel(wheel: str, out: str, used: set[str]) -> int:
    """Write ``wheel`` again into ``out`` with bytecode for its modules in ``used`` (scratch paths); returns
    how many modules got bytecode."""
    compiled = 0
    with zipfile.ZipFile(wheel) as source:
        record = next(name for name in source.namelist() if name.endswith(".dist-info/RECORD"))
        lines = []
        with zipfile.ZipFile(os.path.join(out, os.path.basename(wheel)), "w", zipfile.ZIP_DEFLATED) as target:
            for info in source.infolist():
                if info.filename == record:
                    continue
                data = source.read(info)
                target.writestr(info, data)
                lines.append(record_line(info.filename, data))
                if info.filename.endswith(".py") and SCRATCH + info.filename in used:
                    cached = importlib.util.cache_from_source(SITE_PACKAGES + info.filename)
                    name = cached.removeprefix(SITE_PACKAGES)
                    pyc = bytecode(data, SITE_PACKAGES + info.filename)
                    target.writestr(zipfile.ZipInfo(name, info.date_time), pyc, zipfile.ZIP_DEFLATED)
                    lines.append(record_line(name, pyc))
                    compiled += 1
            lines.append(f"{record},,")
            target.writestr(zipfile.ZipInfo(record, source.getinfo(record).date_time), "\n".join(lines) + "\n",
                            zipfile.ZIP_DEFLATED)
    return compiled


def compile_stdlib(stdlib: str, out: str, used: set[str]) -> int:
    """Write the standard library's zip again into ``out`` with ``name.pyc`` beside each imported
    ``name.py``; returns how many modules got bytecode."""
    compiled = 0
    with zipfile.ZipFile(stdlib) as source, \
            zipfile.ZipFile(os.path.join(out, os.path.basename(stdlib)), "w", zipfile.ZIP_DEFLATED) as target:
        for info in source.infolist():
            data = source.read(info)
            target.writestr(info, data)
            if info.filename.endswith(".py") and STDLIB_ZIP + info.filename in used:
                target.writestr(zipfile.ZipInfo(info.filename + "c", info.date_time),
                                bytecode(data, STDLIB_ZIP + info.filename), zipfile.ZIP_DEFLATED)
                compiled += 1
    return compiled


def main(job: Any) -> None:
    """Run ``job`` (a PyProxy of the build's JSON job, or a dict): see the module's docstring."""
    job = job.to_py() if hasattr(job, "to_py") else job
    os.makedirs(SCRATCH, exist_ok=True)
    for wheel in job["wheels"]:
        with zipfile.ZipFile(wheel) as archive:
            archive.extractall(SCRATCH)
    sys.path.insert(0, SCRATCH)
    streams = sys.stdout, sys.stderr
    for name in job["imports"]:
        __import__(name)
    sys.stdout, sys.stderr = streams  # pyodide_kernel sends them to the kernel's streams, absent here
    kernel = sys.modules.get("pyodide_kernel")
    if kernel is not None:  # the page's worker gives the kernel this hook (to send widgets' messages); none here
        kernel.kernel_instance.interpreter.send_comm = lambda *args, **kwargs: None
    exec(compile(job["run"], "<a page's start>", "exec"), {"__name__": "__main__"})
    used = {name for name in imported_files() if name.startswith(SCRATCH) or name.startswith(STDLIB_ZIP)}
    modules = sum(compile_wheel(wheel, job["out"], used) for wheel in job["wheels"])
    modules += compile_stdlib(job["stdlib"], job["stdlib_out"], used)
    print(f"compiled {modules} modules a page imports as it starts")
