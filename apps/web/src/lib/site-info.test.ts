import { afterEach, describe, expect, it } from 'vitest';
import { forgetSiteInfo, mainCommunityLink, siteInfo } from './site-info.ts';

function setMeta(content: string | undefined) {
  document.head.querySelector('meta[name="marquee-site"]')?.remove();
  if (content === undefined) return;
  const meta = document.createElement('meta');
  meta.name = 'marquee-site';
  meta.content = content;
  document.head.append(meta);
}

afterEach(() => {
  setMeta(undefined);
  forgetSiteInfo();
});

describe('site info', () => {
  it("reads the server's meta tag once", () => {
    setMeta(
      JSON.stringify({
        contactEmail: 'hi@site.example',
        dmcaEmail: 'dmca@site.example',
        community: [{ name: 'Chat', url: 'https://chat.example/invite' }],
      }),
    );
    expect(siteInfo()).toEqual({
      contactEmail: 'hi@site.example',
      dmcaEmail: 'dmca@site.example',
      community: [{ name: 'Chat', url: 'https://chat.example/invite' }],
    });
    setMeta(JSON.stringify({ contactEmail: 'other@site.example', community: [] }));
    expect(siteInfo().contactEmail).toBe('hi@site.example');
    expect(mainCommunityLink()?.name).toBe('Chat');
  });

  it('uses the contact address for copyright notices when no DMCA address is given', () => {
    setMeta(JSON.stringify({ contactEmail: 'hi@site.example', community: [] }));
    expect(siteInfo().dmcaEmail).toBe('hi@site.example');
  });

  it('gives no addresses and no links without the tag, or with a broken one, and drops links that are not web addresses', () => {
    expect(siteInfo()).toEqual({ contactEmail: '', dmcaEmail: '', community: [] });
    forgetSiteInfo();
    setMeta('{not json');
    expect(siteInfo().community).toEqual([]);
    forgetSiteInfo();
    setMeta(
      JSON.stringify({ contactEmail: 'a@b.c', community: [{ name: 'x', url: 'javascript:alert(1)' }] }),
    );
    expect(mainCommunityLink()).toBeUndefined();
  });
});
