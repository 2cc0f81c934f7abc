// unokit LanguageChooser: the dashboard's language (unokit/dashboard/language.py; DESIGN.md contract 7).
//
// A labelled <select>, each language named in itself and marked with its own lang (WCAG 3.1.2). The page's
// <html lang> and the dashboard's root follow the language in use (WCAG 3.1.1): the dashboard's own words and
// the house-rule explorer's are in it (unokit/dashboard/words.py), and the table carries its own lang
// (unokit/widgets/static/live.js). The chooser's label, "Language (Idioma)", is English with its Spanish and
// Portuguese word. A choice is kept in localStorage; at start the stored choice is sent unless the address
// names a language (?lang=), which the dashboard reads itself (unokit/dashboard/address.py).

let views = 0;
// the page template's own English words, kept the first time they are replaced, to put back for English
let templateWords = null;

// The words around the dashboard (unokit's page template: the banner, the footer, the page's title, and the
// "game lost" alert's words, read by the template's script from globalThis.unokitPageWords), from the
// chooser's page_words ({} for English: the template's own words, and a notebook's own title, come back).
function writePageWords(words) {
  const banner = document.querySelector(".unokit-banner-words");
  const footer = document.querySelector(".unokit-footer p");
  if (templateWords === null) {
    templateWords = { title: document.title, banner: banner ? banner.textContent : "",
                      footer: footer ? footer.textContent : "" };
  }
  const use = (name) => words[name] || templateWords[name];
  if (banner) banner.textContent = use("banner");
  if (footer) footer.textContent = use("footer");
  document.title = use("title");
  globalThis.unokitPageWords = words;
}

function render({ model, el }) {
  views += 1;
  const id = `unokit-language-${views}-${Math.random().toString(36).slice(2, 8)}`;
  el.classList.add("unokit-language-root");
  const label = document.createElement("label");
  label.setAttribute("for", id);
  label.lang = "en";
  label.textContent = model.get("label");
  const select = document.createElement("select");
  select.id = id;
  for (const choice of model.get("choices")) {
    const option = document.createElement("option");
    option.value = choice.tag;
    option.lang = choice.tag;
    option.textContent = choice.name;
    select.appendChild(option);
  }
  el.append(label, select);

  const key = model.get("storage_key");
  function sync() {
    const lang = model.get("lang") || "en";
    select.value = lang;
    document.documentElement.setAttribute("lang", lang);
    writePageWords(model.get("page_words") || {});
    const board = el.closest(".unokit-dashboard");
    if (!board) return;
    board.setAttribute("lang", lang); // the dashboard's own words are in its language
  }
  select.addEventListener("change", () => {
    try {
      globalThis.localStorage.setItem(key, select.value);
    } catch (error) {
      // storage refused (private mode): the choice still applies to this page
    }
    model.send({ type: "lang", lang: select.value });
  });
  model.on("change:lang", sync);
  model.on("change:page_words", sync);
  sync();
  // the root may be attached after this widget is drawn
  const later = setTimeout(sync, 200);

  const named = new URLSearchParams(window.location.search).get("lang");
  if (!named) {
    let stored = null;
    try {
      stored = globalThis.localStorage.getItem(key);
    } catch (error) {
      stored = null;
    }
    if (stored && stored !== model.get("lang")) model.send({ type: "lang", lang: stored });
  }
  return () => {
    clearTimeout(later);
    model.off("change:lang", sync);
    model.off("change:page_words", sync);
  };
}

export default { render };
