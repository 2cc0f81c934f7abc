// unokit PageAddress: the page's address for the dashboard (Voila and Voici alike), and its links.
//
// On render it sends location.search once, so the kernel (in a server or in the browser) can open the
// game a link names. It fetches a record named by a same-site URL for the kernel (the browser edition's
// kernel cannot reach the page's server itself), and copies a link to the clipboard when asked.

function render({ model, el }) {
  el.classList.add("unokit-page-address");
  model.send({ type: "address", search: window.location.search,
               page: window.location.origin + window.location.pathname });

  async function onMessage(message) {
    if (!message) return;
    if (message.type === "fetch") {
      let url;
      try {
        url = new URL(message.url, window.location.href);
      } catch (error) {
        model.send({ type: "record-error", url: message.url, code: "not-url", reason: "it is not a web address" });
        return;
      }
      if (url.origin !== window.location.origin) {
        model.send({ type: "record-error", url: message.url, code: "other-site", detail: url.origin,
                     reason: `it is on another site (${url.origin}); a link may load records from this site only` });
        return;
      }
      try {
        const answer = await fetch(url.href, { credentials: "same-origin" });
        if (!answer.ok) {
          // the kernel words the reason in the dashboard's language from the code and the detail
          const detail = `${answer.status} ${answer.statusText}`.trim();
          model.send({ type: "record-error", url: message.url, code: "status", detail,
                       reason: `the server answered ${detail}` });
          return;
        }
        model.send({ type: "record", url: message.url, text: await answer.text() });
      } catch (error) {
        model.send({ type: "record-error", url: message.url, code: "network", detail: String(error.message || error),
                     reason: String(error.message || error) });
      }
    } else if (message.type === "copy") {
      const link = window.location.origin + window.location.pathname + "?" + message.query;
      try {
        await navigator.clipboard.writeText(link);
        model.send({ type: "copied", link });
      } catch (error) {
        model.send({ type: "copy-failed", link });
      }
    }
  }
  model.on("msg:custom", onMessage);
  return () => model.off("msg:custom", onMessage);
}

export default { render };
