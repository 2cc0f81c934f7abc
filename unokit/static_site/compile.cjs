// Runs unokit/static_site/in_pyodide.py inside Pyodide under Node.js, at build time (unokit.static_site.precompile):
// the site's bytecode must come from the very Python the browser runs.
//   node compile.cjs PYODIDE_FOLDER JOB.json SCRIPT.py
// JOB.json: {"mounts": {"/mountpoint": "/host/folder", ...}, ...what SCRIPT's main(job) reads}.
"use strict";
const fs = require("fs");
const path = require("path");

const [pyodideFolder, jobFile, scriptFile] = process.argv.slice(2);
const { loadPyodide } = require(path.join(path.resolve(pyodideFolder), "pyodide.js"));

(async () => {
  const job = JSON.parse(fs.readFileSync(jobFile, "utf8"));
  const pyodide = await loadPyodide({
    indexURL: path.resolve(pyodideFolder) + path.sep,
    stdout: (line) => console.log(line),
    stderr: (line) => console.error(line),
  });
  for (const [mountpoint, folder] of Object.entries(job.mounts)) {
    pyodide.FS.mkdirTree(mountpoint);
    pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: folder }, mountpoint);
  }
  pyodide.runPython(fs.readFileSync(scriptFile, "utf8"));
  const job_ = pyodide.toPy(job);
  pyodide.globals.get("main")(job_);
})().catch((error) => {
  console.error(String((error && error.stack) || error));
  process.exit(1);
});
