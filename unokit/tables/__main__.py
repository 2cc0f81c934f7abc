"""``python -m unokit.tables serve ...``: the same as ``unokit tables serve ...`` (used by ``unokit dashboard``,
which starts the table service beside Voila)."""

from unokit.tables.command import tables

if __name__ == "__main__":
    tables(prog_name="unokit tables")
