// unokit VoicePanel: optional self-voicing and earcons of a table (issue 11 item 4), off by default.
//
// Settings: native labelled controls in one fieldset (keyboard operable as they are): a checkbox for
// speech, a rate slider, a voice chooser for your moves and answers and one for other players' moves
// (from speechSynthesis.getVoices(), which may fill in later: "voiceschanged"), a checkbox for sounds.
// Python owns the values ("settings"); the page sends {type: "settings"} when the person changes one,
// and keeps the choice in localStorage ("storage_key"), sent again when the panel is next drawn.
//
// Cues: Python copies every live-region message into "cues" ({serial, text, speaker, events,
// assertive}); the page speaks the ones newer than the last it handled (once per widget, however many
// views) and plays their earcons. When an utterance ends (or fails, or this browser cannot speak) the
// page sends {type: "spoken", serial}: the kernel's bots wait for it (a cap in Python bounds the wait).
//
// Earcons are made here with WebAudio (OscillatorNode and GainNode, a few tones per event): nothing is
// fetched. The AudioContext is made on first use and resumed when the person ticks "Play sounds".

const TONES = {
  // [frequency Hz, start s, length s, wave, glide-to Hz]
  turn: [[660, 0, 0.09, "sine"], [880, 0.11, 0.14, "sine"]],
  play: [[523, 0, 0.08, "triangle"]],
  draw: [[440, 0, 0.08, "sine"], [330, 0.1, 0.1, "sine"]],
  penalty: [[196, 0, 0.12, "square"], [185, 0.17, 0.16, "square"]],
  uno: [[880, 0, 0.07, "triangle"], [1175, 0.08, 0.07, "triangle"], [1568, 0.16, 0.12, "triangle"]],
  wild: [[330, 0, 0.26, "sawtooth", 990]],
  end: [[523, 0, 0.1, "sine"], [659, 0.11, 0.1, "sine"], [784, 0.22, 0.1, "sine"], [1047, 0.33, 0.24, "sine"]],
};
const GAP_S = 0.08; // between the earcons of one cue
const PEAK = 0.12; // gain: quiet beside speech

let audio = null;
function audioContext() {
  const Context = globalThis.AudioContext || globalThis.webkitAudioContext;
  if (!Context) return null;
  if (!audio) audio = new Context();
  if (audio.state === "suspended") audio.resume().catch(() => {});
  return audio;
}

function playEarcons(events) {
  const context = audioContext();
  if (!context || !events.length) return;
  let at = context.currentTime + 0.02;
  for (const event of events) {
    const tones = TONES[event];
    if (!tones) continue;
    let end = 0;
    for (const [freq, start, length, wave, glide] of tones) {
      const osc = context.createOscillator();
      const gain = context.createGain();
      osc.type = wave;
      osc.frequency.setValueAtTime(freq, at + start);
      if (glide) osc.frequency.linearRampToValueAtTime(glide, at + start + length);
      gain.gain.setValueAtTime(0, at + start);
      gain.gain.linearRampToValueAtTime(PEAK, at + start + 0.01);
      gain.gain.linearRampToValueAtTime(0, at + start + length);
      osc.connect(gain).connect(context.destination);
      osc.start(at + start);
      osc.stop(at + start + length + 0.02);
      end = Math.max(end, start + length);
    }
    at += end + GAP_S;
  }
}

function synth() {
  const speech = globalThis.speechSynthesis;
  return speech && typeof globalThis.SpeechSynthesisUtterance === "function" ? speech : null;
}

function voices() {
  const speech = synth();
  try {
    return speech ? Array.from(speech.getVoices() || []) : [];
  } catch {
    return [];
  }
}

// the last cue serial handled per widget model (several views of one table speak once)
const handled = new WeakMap();
// utterances being spoken: held here until they end (Chromium may collect an utterance nothing refers
// to before its "end" event, which would then never come)
const speaking = new Set();
let views = 0;

function readStored(key) {
  try {
    const stored = JSON.parse(globalThis.localStorage.getItem(key) || "null");
    return stored && typeof stored === "object" && !Array.isArray(stored) ? stored : null;
  } catch {
    return null;
  }
}

function render({ model, el }) {
  views += 1;
  const id = `unokit-voice-${views}-${Math.random().toString(36).slice(2, 8)}`;
  el.classList.add("unokit-announce-settings", "unokit-voice-settings");
  const key = model.get("storage_key");
  // the panel's words in the table's language (unokit/widgets/voice.py: texts); English by default
  const t = (name, english) => (model.get("texts") || {})[name] || english;
  const decimal = (number) => Number(number).toFixed(1).replace(".", t("decimal", "."));
  const fieldset = document.createElement("fieldset");
  fieldset.className = "unokit-setting unokit-setting-voice";
  const legend = document.createElement("legend");
  legend.textContent = t("legend", "Speech and sounds");
  fieldset.appendChild(legend);

  function row(control, text, before = false) {
    control.id = `${id}-${control.dataset.name}`;
    const label = document.createElement("label");
    label.htmlFor = control.id;
    label.textContent = text;
    const line = document.createElement("div");
    line.className = "unokit-setting-choice";
    if (before) line.append(control, label);
    else line.append(label, control);
    fieldset.appendChild(line);
    return line;
  }
  function checkbox(name, text) {
    const input = document.createElement("input");
    input.type = "checkbox";
    input.dataset.name = name;
    row(input, text, true);
    return input;
  }
  const speechBox = checkbox("speech", t("speech", "Speak announcements (the browser's speech synthesis)"));
  const rate = document.createElement("input");
  rate.type = "range";
  rate.dataset.name = "rate";
  const [low, high] = model.get("rate_range");
  rate.min = String(low);
  rate.max = String(high);
  rate.step = "0.1";
  const rateLine = row(rate, t("rate", "Speech rate"));
  const rateShown = document.createElement("output");
  rateShown.htmlFor = rate.id;
  rateLine.appendChild(rateShown);
  function select(name, text) {
    const chooser = document.createElement("select");
    chooser.dataset.name = name;
    row(chooser, text);
    return chooser;
  }
  const ownVoice = select("own_voice", t("own", "Voice for your moves and answers"));
  const othersVoice = select("others_voice", t("others", "Voice for other players' moves"));
  const soundsBox = checkbox("sounds", t("sounds", "Play sounds for events: "
    + model.get("earcons").map(([, words]) => words).join(", ")));
  const note = document.createElement("p");
  note.className = "unokit-command-help unokit-voice-note";
  fieldset.appendChild(note);
  el.appendChild(fieldset);

  function fillVoices() {
    const list = voices();
    const settings = model.get("settings");
    for (const chooser of [ownVoice, othersVoice]) {
      const wanted = settings[chooser.dataset.name] || "";
      const names = ["", ...list.map((voice) => voice.name)];
      if (wanted && !names.includes(wanted)) names.push(wanted); // a stored voice this browser lacks
      const now = Array.from(chooser.options).map((option) => option.value);
      if (now.join("\n") !== names.join("\n")) {
        chooser.replaceChildren(...names.map((name) => {
          const option = document.createElement("option");
          option.value = name;
          const voice = list.find((v) => v.name === name);
          option.textContent = name === "" ? t("default", "Browser default") : voice ? `${voice.name} (${voice.lang})`
            : t("missing", "{name} (not in this browser)").replace("{name}", () => name);
          return option;
        }));
      }
      chooser.value = wanted;
    }
  }

  function show() {
    const settings = model.get("settings");
    speechBox.checked = Boolean(settings.speech);
    soundsBox.checked = Boolean(settings.sounds);
    rate.value = String(settings.rate);
    const shown = t("rate_text", "{rate} times normal").replace("{rate}", () => decimal(settings.rate));
    rateShown.textContent = `${decimal(settings.rate)}×`;
    rate.setAttribute("aria-valuetext", shown);
    fillVoices();
    const speakable = Boolean(synth());
    note.textContent = speakable ? "" : t("no_speech", "This browser has no speech synthesis: announcements are shown, not spoken.");
    for (const control of [rate, ownVoice, othersVoice]) control.disabled = !speakable || !settings.speech;
  }

  // the choices sent and not yet echoed by the kernel: a second change made before the echo keeps the first
  let chosen = { ...model.get("settings") };
  model.on("change:settings", () => { chosen = { ...model.get("settings") }; });
  function choose(change) {
    const settings = { ...chosen, ...change };
    chosen = settings;
    try {
      globalThis.localStorage.setItem(key, JSON.stringify(settings));
    } catch {
      // storage refused: the choice holds for this page only
    }
    model.send({ type: "settings", settings });
  }
  speechBox.addEventListener("change", () => {
    if (!speechBox.checked) synth()?.cancel();
    choose({ speech: speechBox.checked });
  });
  soundsBox.addEventListener("change", () => {
    if (soundsBox.checked) audioContext(); // made (or resumed) inside the person's gesture
    choose({ sounds: soundsBox.checked });
  });
  rate.addEventListener("change", () => choose({ rate: Number(rate.value) }));
  ownVoice.addEventListener("change", () => choose({ own_voice: ownVoice.value }));
  othersVoice.addEventListener("change", () => choose({ others_voice: othersVoice.value }));

  // ---- speaking and sounding the cues --------------------------------------------------------------
  const cues = () => model.get("cues") || [];
  if (!handled.has(model)) handled.set(model, Math.max(-1, ...cues().map((cue) => cue.serial)));

  function spoken(serial) {
    model.send({ type: "spoken", serial });
  }
  function speak(cue, settings) {
    const speech = synth();
    if (!speech) {
      spoken(cue.serial); // nothing to wait for
      return;
    }
    if (cue.assertive) speech.cancel(); // what must interrupt, interrupts
    const utterance = new globalThis.SpeechSynthesisUtterance(cue.text);
    utterance.rate = Number(settings.rate) || 1;
    const name = cue.speaker === "others" ? settings.others_voice : settings.own_voice;
    let voice = name ? voices().find((v) => v.name === name) : null;
    // the table's language (its root's lang, DESIGN.md contract 7): with no voice chosen, a voice of that
    // language speaks it (pt-PT, else any pt), or the browser's default told the language
    const lang = (el.closest("[lang]") && el.closest("[lang]").getAttribute("lang")) || "";
    const foreign = lang && !lang.toLowerCase().startsWith("en");
    if (!voice && foreign) {
      const tag = lang.toLowerCase();
      const of = (v) => String(v.lang || "").toLowerCase().replace("_", "-");
      voice = voices().find((v) => of(v) === tag) || voices().find((v) => of(v).split("-")[0] === tag.split("-")[0]) || null;
    }
    if (voice) {
      utterance.voice = voice;
      utterance.lang = voice.lang;
    } else if (foreign) {
      utterance.lang = lang;
    }
    let done = false;
    const finish = () => {
      speaking.delete(utterance);
      if (done) return;
      done = true;
      spoken(cue.serial);
    };
    speaking.add(utterance);
    utterance.onend = finish;
    utterance.onerror = finish;
    speech.speak(utterance);
  }
  function onCues() {
    const last = handled.get(model);
    const fresh = cues().filter((cue) => cue.serial > last);
    if (!fresh.length) return;
    handled.set(model, fresh[fresh.length - 1].serial);
    const settings = model.get("settings");
    for (const cue of fresh) {
      if (settings.sounds) playEarcons(cue.events || []);
      if (settings.speech) speak(cue, settings);
    }
  }

  model.on("change:settings", show);
  model.on("change:cues", onCues);
  const speech = synth();
  const onVoices = () => fillVoices();
  speech?.addEventListener?.("voiceschanged", onVoices);
  show();

  const stored = readStored(key);
  if (stored) {
    const now = model.get("settings");
    const clean = {};
    for (const name of Object.keys(now)) {
      if (name in stored && typeof stored[name] === typeof now[name]) clean[name] = stored[name];
    }
    if (Object.entries(clean).some(([name, value]) => now[name] !== value)) {
      model.send({ type: "settings", settings: { ...now, ...clean } });
    }
  }
  return () => {
    model.off("change:settings", show);
    model.off("change:cues", onCues);
    speech?.removeEventListener?.("voiceschanged", onVoices);
  };
}

export default { render };
