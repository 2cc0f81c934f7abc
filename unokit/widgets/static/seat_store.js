// unokit SeatStore: the seats this browser holds at shared tables, kept in localStorage.
//
// Python is the authority: when the store is first drawn, the page sends what it has stored
// ({type: "stored", seats, room}, room being the invite link's ?room= of this page) and then only writes
// what Python tells it: {type: "keep", entry} adds or replaces the entry of that service and room,
// {type: "forget", url, room} removes it. Each write reads the list again first, so two tabs of one
// browser do not undo each other's seats. The token never leaves this browser except to the service.
// A spectator's place is an entry like a seat's, without a token ({url, room, name, seq, watch: true}).

function read(key) {
  try {
    const list = JSON.parse(globalThis.localStorage.getItem(key) || "[]");
    return Array.isArray(list) ? list.filter((e) => e && typeof e === "object") : [];
  } catch {
    return []; // unreadable, or storage refused (a private window): nothing stored
  }
}

function write(key, list) {
  try {
    globalThis.localStorage.setItem(key, JSON.stringify(list));
  } catch {
    // storage refused: the seat is held for this page only
  }
}

function render({ model, el }) {
  el.classList.add("unokit-seat-store");
  const key = model.get("storage_key");
  const most = model.get("most");
  const other = (url, room) => (e) => !(e.url === url && e.room === room);
  function onMessage(msg) {
    if (!msg || typeof msg !== "object") return;
    if (msg.type === "keep" && msg.entry) {
      const list = read(key).filter(other(msg.entry.url, msg.entry.room));
      list.push(msg.entry);
      write(key, list.slice(-most));
    } else if (msg.type === "forget") {
      write(key, read(key).filter(other(msg.url, msg.room)));
    }
  }
  model.on("msg:custom", onMessage);
  const room = new URLSearchParams(globalThis.location.search).get("room") || "";
  model.send({ type: "stored", seats: read(key), room });
  return () => model.off("msg:custom", onMessage);
}

export default { render };
