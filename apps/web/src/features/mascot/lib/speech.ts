import { readMuted } from './mute-preference';

export interface VoiceSettings {
  rate: number;
  pitch: number;
  volume: number;
  lang: string;
}

/** SPEC §9: the login and register lines. */
export const AUTH_LINE_VOICE: VoiceSettings = { volume: 1, rate: 0.9, pitch: 1.3, lang: 'en-US' };

/** SPEC §9: praise and encouragement in practice vary within rate 1–1.1 and pitch 1.3–1.4. */
export function reactionVoice(random: () => number = Math.random): VoiceSettings {
  return { volume: 1, rate: 1 + random() * 0.1, pitch: 1.3 + random() * 0.1, lang: 'en-US' };
}

/** 'Here, you can login. I always prefer…!' → ['Here, you can login.', 'I always prefer…!'] */
export function splitSentences(text: string): string[] {
  return (text.match(/[^.!?]+(?:[.!?]+|$)/g) ?? []).map((part) => part.trim()).filter(Boolean);
}

function synthesis(): SpeechSynthesis | undefined {
  // Some browsers (and jsdom) have no speech synthesis: the mascot is silent there.
  if (!('speechSynthesis' in window) || !('SpeechSynthesisUtterance' in window)) return undefined;
  return window.speechSynthesis;
}

/**
 * Browsers refuse speech before the visitor has clicked or typed on the page (the autoplay
 * policy) and log a deprecation for asking; after that first interaction it plays.
 */
const mayStartSpeaking = () =>
  !('userActivation' in navigator) || navigator.userActivation.hasBeenActive;

// A touch activates the page on release, a mouse on press, a key on keydown.
const ACTIVATING_EVENTS = ['pointerdown', 'pointerup', 'keydown'] as const;
let forgetWaitingLine: (() => void) | undefined;

/**
 * Keeps one line until the page may speak: a visitor who opened /login directly still hears it.
 * The caller has forgotten any earlier waiting line.
 */
function sayOnFirstInteraction(say: () => void) {
  const onInteraction = () => {
    if (!mayStartSpeaking()) return;
    forgetWaitingLine?.();
    say();
  };
  for (const type of ACTIVATING_EVENTS) {
    window.addEventListener(type, onInteraction, { capture: true });
  }
  forgetWaitingLine = () => {
    for (const type of ACTIVATING_EVENTS) {
      window.removeEventListener(type, onInteraction, { capture: true });
    }
    forgetWaitingLine = undefined;
  };
}

const isUsEnglish = (voice: SpeechSynthesisVoice) =>
  voice.lang.replace('_', '-').toLowerCase() === 'en-us';

interface SpeakOptions {
  /** Speak each sentence as its own utterance (the login line), instead of one. */
  sentenceBySentence?: boolean;
}

/**
 * Speaks through the browser's speech synthesis, replacing whatever the mascot was saying (or
 * waiting to say). Before the visitor's first interaction the line waits for it; silent when
 * muted or without speech synthesis.
 */
export function speak(text: string, voice: VoiceSettings, options: SpeakOptions = {}) {
  forgetWaitingLine?.();
  const speech = synthesis();
  if (!speech || readMuted()) return;
  if (!mayStartSpeaking()) {
    sayOnFirstInteraction(() => speak(text, voice, options));
    return;
  }
  try {
    speech.cancel();
    // Voices load lazily in some browsers; without one, the lang still picks a US English voice.
    const usVoice = speech.getVoices().find(isUsEnglish);
    const parts = options.sentenceBySentence ? splitSentences(text) : [text];
    for (const part of parts) {
      const utterance = new SpeechSynthesisUtterance(part);
      utterance.rate = voice.rate;
      utterance.pitch = voice.pitch;
      utterance.volume = voice.volume;
      utterance.lang = voice.lang;
      if (usVoice) utterance.voice = usVoice;
      speech.speak(utterance);
    }
  } catch {
    // Speech is a nicety: a browser that refuses it leaves the mascot silent, never broken.
  }
}

export function stopSpeaking() {
  forgetWaitingLine?.();
  try {
    synthesis()?.cancel();
  } catch {
    // Nothing was being said that could be stopped.
  }
}
