import { describe, expect, it, vi } from 'vitest';
import { MASCOT_MUTED_STORAGE_KEY } from './mute-preference';
import { AUTH_LINE_VOICE, reactionVoice, speak, splitSentences, stopSpeaking } from './speech';

class FakeUtterance {
  rate = 1;
  pitch = 1;
  volume = 1;
  lang = '';
  voice: unknown = null;
  constructor(public text: string) {}
}

function stubSpeech(voices: Array<{ name: string; lang: string }> = []) {
  const spoken: FakeUtterance[] = [];
  const speechSynthesis = {
    speak: vi.fn((utterance: FakeUtterance) => spoken.push(utterance)),
    cancel: vi.fn(),
    getVoices: () => voices,
  };
  vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
  vi.stubGlobal('speechSynthesis', speechSynthesis);
  return { spoken, speechSynthesis };
}

describe('splitSentences', () => {
  it('splits on sentence ends and keeps the punctuation', () => {
    expect(splitSentences('Here, you can login. I always prefer to login with Google!')).toEqual([
      'Here, you can login.',
      'I always prefer to login with Google!',
    ]);
  });

  it('keeps a last sentence without punctuation', () => {
    expect(splitSentences('Well done! Keep going')).toEqual(['Well done!', 'Keep going']);
  });
});

describe('speak', () => {
  it('says each sentence as its own utterance with the given voice settings', () => {
    const { spoken } = stubSpeech([
      { name: 'Deutsch', lang: 'de-DE' },
      { name: 'English (US)', lang: 'en_US' },
    ]);
    speak('Here, you can login. I always prefer to login with Google!', AUTH_LINE_VOICE, {
      sentenceBySentence: true,
    });
    expect(spoken.map((u) => u.text)).toEqual([
      'Here, you can login.',
      'I always prefer to login with Google!',
    ]);
    expect(spoken[0]).toMatchObject({ rate: 0.9, pitch: 1.3, volume: 1, lang: 'en-US' });
    expect(spoken[0]?.voice).toEqual({ name: 'English (US)', lang: 'en_US' });
  });

  describe('before the visitor has interacted with the page, as browsers require', () => {
    const notYetActive = () => {
      const userActivation = { hasBeenActive: false };
      vi.stubGlobal('navigator', { ...navigator, userActivation });
      const interact = (type = 'pointerdown') => {
        userActivation.hasBeenActive = true;
        window.dispatchEvent(new Event(type));
      };
      return interact;
    };

    it('keeps the line and says it once on the first click or key', () => {
      const { spoken } = stubSpeech();
      const interact = notYetActive();
      speak('Hello! Welcome.', AUTH_LINE_VOICE, { sentenceBySentence: true });
      expect(spoken).toEqual([]);
      interact('keydown');
      expect(spoken.map((u) => u.text)).toEqual(['Hello!', 'Welcome.']);
      interact();
      expect(spoken).toHaveLength(2);
    });

    it('waits on past an event that does not activate the page', () => {
      const { spoken } = stubSpeech();
      notYetActive();
      speak('Hello!', AUTH_LINE_VOICE);
      window.dispatchEvent(new Event('pointerdown'));
      expect(spoken).toEqual([]);
    });

    it('keeps only the newest line', () => {
      const { spoken } = stubSpeech();
      const interact = notYetActive();
      speak('First line.', AUTH_LINE_VOICE);
      speak('Second line.', AUTH_LINE_VOICE);
      stopSpeaking();
      speak('Third line.', AUTH_LINE_VOICE);
      interact();
      expect(spoken.map((u) => u.text)).toEqual(['Third line.']);
    });

    it('says nothing on interaction after leaving the page', () => {
      const { spoken } = stubSpeech();
      const interact = notYetActive();
      speak('Hello!', AUTH_LINE_VOICE);
      stopSpeaking();
      interact();
      expect(spoken).toEqual([]);
    });
  });

  it('says the whole text at once without sentence splitting', () => {
    const { spoken } = stubSpeech();
    speak('Here, you can register. Use Google to do it faster!', AUTH_LINE_VOICE);
    expect(spoken.map((u) => u.text)).toEqual([
      'Here, you can register. Use Google to do it faster!',
    ]);
    expect(spoken[0]?.voice).toBeNull();
  });

  it('stays silent when muted', () => {
    const { speechSynthesis } = stubSpeech();
    localStorage.setItem(MASCOT_MUTED_STORAGE_KEY, 'true');
    speak('Great job!', AUTH_LINE_VOICE);
    expect(speechSynthesis.speak).not.toHaveBeenCalled();
  });

  it('does nothing, without errors, where speech synthesis is missing', () => {
    expect('speechSynthesis' in window).toBe(false);
    expect(() => speak('Great job!', AUTH_LINE_VOICE)).not.toThrow();
    expect(() => stopSpeaking()).not.toThrow();
  });

  it('swallows a browser that refuses to speak', () => {
    const { speechSynthesis } = stubSpeech();
    speechSynthesis.speak.mockImplementation(() => {
      throw new Error('not-allowed');
    });
    expect(() => speak('Great job!', AUTH_LINE_VOICE)).not.toThrow();
  });
});

describe('reactionVoice', () => {
  it('varies rate within 1–1.1 and pitch within 1.3–1.4, in US English', () => {
    expect(reactionVoice(() => 0)).toEqual({ volume: 1, rate: 1, pitch: 1.3, lang: 'en-US' });
    const highest = reactionVoice(() => 0.999999);
    expect(highest.rate).toBeCloseTo(1.1, 5);
    expect(highest.pitch).toBeCloseTo(1.4, 5);
  });
});
