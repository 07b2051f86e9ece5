import { describe, expect, it } from 'vitest';
import { onlineRoomMessages } from './online-room.ts';
import { onlineRoomSchema } from './online-room-schema.ts';

const problem = (url: unknown) => {
  const parsed = onlineRoomSchema.safeParse({ url });
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
};

describe('the online room link', () => {
  it('takes a meeting room’s https link, trimmed', () => {
    expect(onlineRoomSchema.parse({ url: '  https://zoom.us/j/123?pwd=abc ' })).toEqual({
      url: 'https://zoom.us/j/123?pwd=abc',
    });
  });

  it('keeps the link as a browser writes it, which a calendar invite carries', () => {
    expect(onlineRoomSchema.parse({ url: 'https://Zoom.US/j/123?pwd=AbC' })).toEqual({
      url: 'https://zoom.us/j/123?pwd=AbC',
    });
    expect(onlineRoomSchema.parse({ url: 'https://meet.google.com' })).toEqual({
      url: 'https://meet.google.com/',
    });
    expect(onlineRoomSchema.parse({ url: 'https://zoom.us/j/1 23' })).toEqual({
      url: 'https://zoom.us/j/1%2023',
    });
  });

  it('clears the room when blank or null', () => {
    expect(onlineRoomSchema.parse({ url: '' })).toEqual({ url: null });
    expect(onlineRoomSchema.parse({ url: null })).toEqual({ url: null });
  });

  it('refuses what is not a full https link, or carries a password', () => {
    expect(problem('zoom.us/j/123')).toBe(onlineRoomMessages.urlInvalid);
    expect(problem('http://zoom.us/j/123')).toBe(onlineRoomMessages.urlInvalid);
    expect(problem('javascript:alert(1)')).toBe(onlineRoomMessages.urlInvalid);
    expect(problem(42)).toBe(onlineRoomMessages.urlInvalid);
    // Hosts a calendar invite cannot carry as the event's link.
    expect(problem('https://my_room.example.com/x')).toBe(onlineRoomMessages.urlInvalid);
    expect(problem('https://zoom/j/123')).toBe(onlineRoomMessages.urlInvalid);
    expect(problem('https://10.0.0.1/room')).toBe(onlineRoomMessages.urlInvalid);
    expect(problem('https://zoom.us:8/j/123')).toBe(onlineRoomMessages.urlInvalid);
    expect(problem('https://me:secret@meet.example.com/room')).toBe(
      onlineRoomMessages.urlWithCredentials,
    );
    expect(problem(`https://meet.example.com/${'a'.repeat(500)}`)).toBe(
      onlineRoomMessages.urlTooLong,
    );
  });
});
