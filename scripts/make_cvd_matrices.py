"""Write unokit/render/cvd_matrices.json: the colour-vision models' matrices, computed by daltonlens.

    python scripts/make_cvd_matrices.py

The static site (Pyodide, no numpy or daltonlens) simulates colours from this file; run again after a
daltonlens upgrade. tests/test_cvd_matrices.py checks the file against daltonlens.
"""

from __future__ import annotations

import json

from unokit.render.cvd import MATRICES_FILE, simulation_matrices


def main() -> None:
    data = {"about": "Colour-vision simulation matrices in linear RGB, computed by daltonlens "
                     "(scripts/make_cvd_matrices.py): Vienot, Brettel & Mollon 1999; Brettel, Vienot & Mollon "
                     "1997; Machado, Oliveira & Fernandes 2009. See unokit.render.cvd.simulation_matrices.",
            **simulation_matrices()}
    MATRICES_FILE.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {MATRICES_FILE}")


if __name__ == "__main__":
    main()
