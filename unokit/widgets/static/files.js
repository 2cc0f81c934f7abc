// unokit dashboard file buttons (anywidget front end): a download button and a labelled file input.
// Python makes the file on request and sends it back as a binary buffer; the browser only saves it.
// An uploaded file's size is checked here (a file over max_bytes is never sent: a websocket message over the
// server's limit closes the connection); its bytes are sent to Python, which validates them and answers.

function node(tag, attrs = {}, text = null) {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === null || value === undefined || value === false) continue;
    el.setAttribute(name, value === true ? "" : String(value));
  }
  if (text !== null) el.textContent = text; // text is always set as text, never parsed as HTML
  return el;
}

let uid = 0;
// ids unique on the page: each widget model may load this module afresh (its own uid counter), so a
// counter alone gave two tables' upload controls the same ids
function nextId() {
  uid += 1;
  return `unokit-file-${uid}-${Math.random().toString(36).slice(2, 8)}`;
}

// A status region is written only when its text changes: any other change of the model (the busy state,
// the button's name) must not write the same text again, which a screen reader may read again (N7).
function setStatus(status, text) {
  if (status.textContent !== text) status.textContent = text;
}

function renderDownload({ model, el }) {
  const id = nextId();
  const button = node("button", { type: "button", class: "unokit-file-button", "aria-describedby": `${id}-status` });
  const status = node("span", { class: "unokit-file-status", id: `${id}-status`, role: "status" });
  el.classList.add("unokit-file");
  el.append(button, status);

  function sync() {
    button.textContent = model.get("description");
    const busy = model.get("busy");
    button.setAttribute("aria-disabled", model.get("disabled") || busy ? "true" : "false");
    setStatus(status, model.get("message"));
  }

  button.addEventListener("click", () => {
    if (button.getAttribute("aria-disabled") === "true") return;
    model.send({ type: "request" });
  });

  function onMessage(message, buffers) {
    if (!message || message.type !== "file" || !buffers || !buffers.length) return;
    const blob = new Blob([buffers[0]], { type: message.mime || "application/octet-stream" });
    const url = URL.createObjectURL(blob);
    const link = node("a", { href: url, download: message.filename, hidden: true });
    document.body.appendChild(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 60000);
  }

  model.on("change", sync);
  model.on("msg:custom", onMessage);
  sync();
  return () => {
    model.off("change", sync);
    model.off("msg:custom", onMessage);
  };
}

function renderUpload({ model, el }) {
  const id = nextId();
  const label = node("label", { for: `${id}-input`, class: "unokit-file-label" });
  const input = node("input", {
    type: "file", id: `${id}-input`, class: "unokit-file-input", "aria-describedby": `${id}-status`,
  });
  const status = node("span", { class: "unokit-file-status", id: `${id}-status`, role: "status" });
  el.classList.add("unokit-file");
  el.append(label, input, status);

  function sync() {
    label.textContent = model.get("description");
    input.setAttribute("accept", model.get("accept"));
    input.disabled = model.get("disabled");
    setStatus(status, model.get("message"));
  }

  input.addEventListener("change", () => {
    const file = input.files && input.files[0];
    if (!file) return;
    const limit = model.get("max_bytes");
    if (file.size > limit) {
      model.send({ type: "too-large", name: file.name, size: file.size });
      input.value = "";
      return;
    }
    // the bytes, not text: Python decodes them, so a file that is not UTF-8 is named as such
    file.arrayBuffer().then((bytes) => {
      model.send({ type: "file", name: file.name }, undefined, [bytes]);
      input.value = "";
    });
  });

  model.on("change", sync);
  sync();
  return () => model.off("change", sync);
}

function render(context) {
  return context.model.get("kind") === "upload" ? renderUpload(context) : renderDownload(context);
}

export default { render };
