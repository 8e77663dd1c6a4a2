/** Small VAST/VMAP documents for the ads tests. */
export interface InlineSpec {
  id?: string;
  sequence?: number;
  duration?: string;
  skip?: string;
  media?: string;
  type?: string;
  track?: string;
  click?: string;
}

export function inlineAd(spec: InlineSpec = {}): string {
  const { id = 'ad1', duration = '00:00:06', media = 'https://cdn.ads.test/spot.mp4', type = 'video/mp4' } = spec;
  const track = spec.track ?? 'https://t.ads.test';
  return `<Ad id="${id}"${spec.sequence ? ` sequence="${spec.sequence}"` : ''}><InLine>
    <AdSystem>Test</AdSystem><AdTitle>Spot ${id}</AdTitle>
    <Impression><![CDATA[${track}/impression?ad=${id}]]></Impression>
    <Error><![CDATA[${track}/error?ad=${id}&code=[ERRORCODE]]]></Error>
    <Creatives><Creative><Linear${spec.skip ? ` skipoffset="${spec.skip}"` : ''}>
      <Duration>${duration}</Duration>
      <TrackingEvents>
        <Tracking event="start"><![CDATA[${track}/start?ad=${id}]]></Tracking>
        <Tracking event="firstQuartile">${track}/q1?ad=${id}</Tracking>
        <Tracking event="complete">${track}/complete?ad=${id}</Tracking>
        <Tracking event="skip">${track}/skip?ad=${id}</Tracking>
        <Tracking event="progress" offset="00:00:02">${track}/progress</Tracking>
      </TrackingEvents>
      <VideoClicks>
        <ClickThrough><![CDATA[${spec.click ?? 'https://brand.test/landing'}]]></ClickThrough>
        <ClickTracking>${track}/click?ad=${id}</ClickTracking>
      </VideoClicks>
      <MediaFiles>
        <MediaFile delivery="progressive" type="application/javascript" apiFramework="VPAID">https://cdn.ads.test/vpaid.js</MediaFile>
        <MediaFile delivery="progressive" type="${type}" width="640" height="360"><![CDATA[${media}]]></MediaFile>
      </MediaFiles>
    </Linear></Creative></Creatives>
  </InLine></Ad>`;
}

export function wrapperAd(tagUri: string, id = 'wrap', track = 'https://t.ads.test'): string {
  return `<Ad id="${id}"><Wrapper>
    <AdSystem>Test</AdSystem>
    <VASTAdTagURI><![CDATA[${tagUri}]]></VASTAdTagURI>
    <Impression>${track}/impression?wrapper=${id}</Impression>
    <Creatives><Creative><Linear><TrackingEvents>
      <Tracking event="start">${track}/start?wrapper=${id}</Tracking>
    </TrackingEvents><VideoClicks><ClickTracking>${track}/click?wrapper=${id}</ClickTracking></VideoClicks></Linear></Creative></Creatives>
  </Wrapper></Ad>`;
}

export const vast = (...ads: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?><VAST version="4.1">${ads.join('')}</VAST>`;

export interface BreakSpec {
  offset: string;
  id?: string;
  tag?: string;
  inline?: string;
  type?: string;
}

export function vmap(...breaks: BreakSpec[]): string {
  const body = breaks
    .map(
      (
        entry,
      ) => `<vmap:AdBreak timeOffset="${entry.offset}" breakType="${entry.type ?? 'linear'}"${entry.id ? ` breakId="${entry.id}"` : ''}>
    <vmap:AdSource id="s" allowMultipleAds="true" followRedirects="true">${
      entry.tag
        ? `<vmap:AdTagURI templateType="vast4"><![CDATA[${entry.tag}]]></vmap:AdTagURI>`
        : `<vmap:VASTAdData>${entry.inline}</vmap:VASTAdData>`
    }</vmap:AdSource></vmap:AdBreak>`,
    )
    .join('');
  return `<?xml version="1.0"?><vmap:VMAP xmlns:vmap="http://www.iab.net/videosuite/vmap" version="1.0">${body}</vmap:VMAP>`;
}
