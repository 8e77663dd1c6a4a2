import { ADS_URL, spotById } from './spots.mjs';

/** `6` → `00:00:06.000`. */
const clock = (seconds) => `00:00:${String(Math.floor(seconds)).padStart(2, '0')}.${String(Math.round((seconds % 1) * 1000)).padStart(3, '0')}`;
const tracker = (event, adId) => `${ADS_URL}/t/${event}?ad=${adId}&cb=[CACHEBUSTING]`;

function inlineAd({ adId, spotId, sequence, skip, clickThrough }) {
  const spot = spotById(spotId);
  const events = ['start', 'firstQuartile', 'midpoint', 'thirdQuartile', 'complete', 'skip', 'pause', 'resume', 'mute', 'unmute'];
  return [
    `  <Ad id="${adId}"${sequence ? ` sequence="${sequence}"` : ''}>`,
    '    <InLine>',
    '      <AdSystem version="1">Aurora Games TV demo</AdSystem>',
    `      <AdTitle>${spot.title}</AdTitle>`,
    `      <Impression id="demo"><![CDATA[${tracker('impression', adId)}]]></Impression>`,
    `      <Error><![CDATA[${ADS_URL}/t/error?ad=${adId}&code=[ERRORCODE]]]></Error>`,
    '      <Creatives>',
    `        <Creative id="${adId}-video" sequence="1">`,
    `          <Linear${skip ? ` skipoffset="${clock(skip)}"` : ''}>`,
    `            <Duration>${clock(spot.seconds)}</Duration>`,
    '            <TrackingEvents>',
    ...events.map((event) => `              <Tracking event="${event}"><![CDATA[${tracker(event, adId)}]]></Tracking>`),
    '            </TrackingEvents>',
    '            <VideoClicks>',
    `              <ClickThrough id="${adId}-landing"><![CDATA[${clickThrough}]]></ClickThrough>`,
    `              <ClickTracking><![CDATA[${tracker('click', adId)}]]></ClickTracking>`,
    '            </VideoClicks>',
    '            <MediaFiles>',
    `              <MediaFile delivery="progressive" type="video/mp4" width="640" height="360" codec="avc1.42C01E,mp4a.40.2"><![CDATA[${ADS_URL}/${spot.id}.mp4]]></MediaFile>`,
    '            </MediaFiles>',
    '          </Linear>',
    '        </Creative>',
    '      </Creatives>',
    '    </InLine>',
    '  </Ad>',
  ].join('\n');
}

const vast = (...ads) => `<?xml version="1.0" encoding="UTF-8"?>\n<VAST version="4.1" xmlns="http://www.iab.com/VAST">\n${ads.join('\n')}\n</VAST>\n`;

function wrapper({ adId, tagUri }) {
  return vast(
    [
      `  <Ad id="${adId}">`,
      '    <Wrapper followAdditionalWrappers="true">',
      '      <AdSystem version="1">Aurora Games TV demo (wrapper)</AdSystem>',
      `      <VASTAdTagURI><![CDATA[${tagUri}]]></VASTAdTagURI>`,
      `      <Impression><![CDATA[${tracker('impression', adId)}]]></Impression>`,
      '      <Creatives><Creative><Linear><TrackingEvents>',
      `        <Tracking event="start"><![CDATA[${tracker('start', adId)}]]></Tracking>`,
      `        <Tracking event="complete"><![CDATA[${tracker('complete', adId)}]]></Tracking>`,
      '      </TrackingEvents></Linear></Creative></Creatives>',
      '    </Wrapper>',
      '  </Ad>',
    ].join('\n'),
  );
}

function vmapBreak(timeOffset, breakId, tag) {
  return [
    `  <vmap:AdBreak timeOffset="${timeOffset}" breakType="linear" breakId="${breakId}">`,
    `    <vmap:AdSource id="${breakId}-ads" allowMultipleAds="true" followRedirects="true">`,
    `      <vmap:AdTagURI templateType="vast4"><![CDATA[${tag}]]></vmap:AdTagURI>`,
    '    </vmap:AdSource>',
    '  </vmap:AdBreak>',
  ].join('\n');
}

/**
 * The files of `data/demo/media/ads/`: a pre-roll pod of two skippable spots, a mid-roll at half time reached
 * through a wrapper, a post-roll, the VMAP that places them, and the same schedule in JW's JSON form.
 */
export function buildAdDocuments() {
  const landing = '/live';
  return {
    'preroll.xml': vast(
      inlineAd({ adId: 'pre-pass', spotId: 'aurora-pass', sequence: 1, skip: 3, clickThrough: landing }),
      inlineAd({ adId: 'pre-kit', spotId: 'aurora-kit', sequence: 2, skip: 3, clickThrough: landing }),
    ),
    'midroll-wrapper.xml': wrapper({ adId: 'mid-wrapper', tagUri: `${ADS_URL}/midroll.xml` }),
    'midroll.xml': vast(inlineAd({ adId: 'mid-kit', spotId: 'aurora-kit', clickThrough: landing })),
    'postroll.xml': vast(inlineAd({ adId: 'post-pass', spotId: 'aurora-pass', skip: 2, clickThrough: landing })),
    'vmap.xml': [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<vmap:VMAP xmlns:vmap="http://www.iab.net/videosuite/vmap" version="1.0">',
      vmapBreak('start', 'preroll', `${ADS_URL}/preroll.xml`),
      vmapBreak('50%', 'midroll', `${ADS_URL}/midroll-wrapper.xml`),
      vmapBreak('end', 'postroll', `${ADS_URL}/postroll.xml`),
      '</vmap:VMAP>',
      '',
    ].join('\n'),
    'schedule-aurora01.json': `${JSON.stringify(
      {
        client: 'vast',
        adscheduleid: 'aurora01',
        schedule: [
          { offset: 'pre', tag: [`${ADS_URL}/preroll.xml`], type: 'linear' },
          { offset: '50%', tag: [`${ADS_URL}/midroll-wrapper.xml`], type: 'linear' },
          { offset: 'post', tag: [`${ADS_URL}/postroll.xml`], type: 'linear' },
        ],
      },
      null,
      2,
    )}\n`,
  };
}
