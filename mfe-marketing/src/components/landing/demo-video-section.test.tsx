// The walkthrough video comes from DEMO_VIDEO_URL (runtime config, handed over through 'shared-ui/core'): without it
// the section is not there at all, on the landing page and on /demo; with it the page frames it lazily.
import { screen } from '@testing-library/react';
import { configurePublicSite, resetPublicSite } from 'shared-ui/core';
import { renderSite } from '../../testing/render-site';
import { demoVideoEmbedUrl } from './demo-video-embed';

afterEach(() => resetPublicSite());

const video = () => screen.queryByTitle('Product walkthrough');

describe('walkthrough video', () => {
  it.each(['/', '/demo'])('is hidden on %s when no video is configured', (path) => {
    renderSite(path);
    expect(video()).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Product walkthrough video' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Watch the walkthrough' })).not.toBeInTheDocument();
    // the live demo is there either way
    expect(screen.getByRole('heading', { name: 'Interactive Demo' })).toBeInTheDocument();
  });

  it('embeds a configured YouTube video lazily through youtube-nocookie on the landing page', () => {
    configurePublicSite({ demoVideoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s' });
    renderSite('/');
    const frame = video();
    expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0&start=42');
    expect(frame).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('region', { name: 'Product walkthrough video' })).toContainElement(frame);
  });

  it('embeds another https video page as it is on /demo, under its heading', () => {
    configurePublicSite({ demoVideoUrl: 'https://player.vimeo.com/video/76979871' });
    renderSite('/demo');
    expect(screen.getByRole('heading', { level: 2, name: 'Watch the walkthrough' })).toBeInTheDocument();
    expect(video()).toHaveAttribute('src', 'https://player.vimeo.com/video/76979871');
    expect(video()).toHaveAttribute('loading', 'lazy');
  });

  it('hides the section rather than framing a page that cannot be embedded', () => {
    configurePublicSite({ demoVideoUrl: 'https://www.youtube.com/@some-channel' });
    renderSite('/');
    expect(video()).not.toBeInTheDocument();
  });
});

describe('demoVideoEmbedUrl', () => {
  it.each([
    ['https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0'],
    ['https://youtube.com/shorts/dQw4w9WgXcQ?start=7', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0&start=7'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0'],
    ['https://www.loom.com/embed/abc', 'https://www.loom.com/embed/abc'],
  ])('frames %s as %s', (address, embed) => {
    expect(demoVideoEmbedUrl(address)).toBe(embed);
  });

  it.each([
    null,
    '',
    'http://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'javascript:alert(1)',
    'not a url',
    'https://www.youtube.com/',
  ])('shows nothing for %p', (address) => {
    expect(demoVideoEmbedUrl(address)).toBeNull();
  });
});
