import { describe, expect, it } from 'vitest';
import { PLAYER_ORIGINS, videoPlayerMessage, videoPlayerUrl, videoProvider } from './video-player';

describe('video player control (spec 001 §7: cross-window messages)', () => {
  it('builds the YouTube and Vimeo messages and their origins', () => {
    expect(videoPlayerMessage('youtube', 'pause')).toEqual({
      message: '{"event":"command","func":"pauseVideo","args":""}',
      targetOrigin: 'https://www.youtube.com',
    });
    expect(videoPlayerMessage('youtube', 'play')).toEqual({
      message: '{"event":"command","func":"playVideo","args":""}',
      targetOrigin: 'https://www.youtube.com',
    });
    expect(videoPlayerMessage('vimeo', 'pause')).toEqual({
      message: '{"method":"pause"}',
      targetOrigin: 'https://player.vimeo.com',
    });
    expect(videoPlayerMessage('vimeo', 'play')).toEqual({
      message: '{"method":"play"}',
      targetOrigin: 'https://player.vimeo.com',
    });
    expect(PLAYER_ORIGINS).toEqual({
      youtube: 'https://www.youtube.com',
      vimeo: 'https://player.vimeo.com',
    });
  });

  it('autoplays on play, with the JS API on for YouTube (tracking allowed: the usual players)', () => {
    expect(videoPlayerUrl('https://www.youtube.com/embed/abc?rel=0', 'youtube', true)).toBe(
      'https://www.youtube.com/embed/abc?rel=0&autoplay=1&enablejsapi=1',
    );
    expect(
      videoPlayerUrl('https://www.youtube.com/embed/abc?autoplay=0&enablejsapi=0', 'youtube', true),
    ).toBe('https://www.youtube.com/embed/abc?autoplay=1&enablejsapi=1');
    expect(
      videoPlayerUrl('https://player.vimeo.com/video/76979871?h=8272103f6e&dnt=1', 'vimeo', true),
    ).toBe('https://player.vimeo.com/video/76979871?h=8272103f6e&autoplay=1');
    expect(videoPlayerUrl('https://www.youtube-nocookie.com/embed/abc', 'youtube', true)).toBe(
      'https://www.youtube.com/embed/abc?autoplay=1&enablejsapi=1',
    );
    expect(videoPlayerUrl('https://player.example.test/v/1#t=5', null)).toBe(
      'https://player.example.test/v/1?autoplay=1#t=5',
    );
  });

  it('knows the provider by its name, else by the player host', () => {
    expect(videoProvider('YouTube', 'about:blank')).toBe('youtube');
    expect(videoProvider(' vimeo ', null)).toBe('vimeo');
    expect(videoProvider('', 'https://www.youtube.com/embed/a')).toBe('youtube');
    expect(videoProvider('', 'https://www.youtube-nocookie.com/embed/a')).toBe('youtube');
    expect(videoProvider('', 'https://youtu.be/a')).toBe('youtube');
    expect(videoProvider('', 'https://player.vimeo.com/video/1')).toBe('vimeo');
    expect(videoProvider('Dailymotion', 'https://www.dailymotion.com/embed/video/x')).toBeNull();
    expect(videoProvider('', 'https://notyoutube.com/embed/a')).toBeNull();
    expect(videoProvider('', 'https://vimeo.com.evil.test/video/1')).toBeNull();
    expect(videoProvider('', null)).toBeNull();
  });
  it('until tracking is allowed: YouTube from youtube-nocookie.com, Vimeo with dnt=1', () => {
    expect(videoPlayerUrl('https://www.youtube.com/embed/abc?rel=0', 'youtube')).toBe(
      'https://www.youtube-nocookie.com/embed/abc?rel=0&autoplay=1&enablejsapi=1',
    );
    expect(videoPlayerUrl('https://youtube.com/embed/abc', 'youtube', false)).toBe(
      'https://www.youtube-nocookie.com/embed/abc?autoplay=1&enablejsapi=1',
    );
    expect(videoPlayerUrl('https://player.vimeo.com/video/76979871?h=8272103f6e', 'vimeo')).toBe(
      'https://player.vimeo.com/video/76979871?h=8272103f6e&autoplay=1&dnt=1',
    );
    // Another provider's player is left as it is.
    expect(videoPlayerUrl('https://player.example.test/v/1', null)).toBe(
      'https://player.example.test/v/1?autoplay=1',
    );
  });

  it('posts to the origin the player was loaded from', () => {
    expect(
      videoPlayerMessage('youtube', 'pause', 'https://www.youtube-nocookie.com/embed/abc?x=1')
        .targetOrigin,
    ).toBe('https://www.youtube-nocookie.com');
    expect(videoPlayerMessage('vimeo', 'pause').targetOrigin).toBe('https://player.vimeo.com');
  });
});
