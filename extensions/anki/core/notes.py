"""How a Glossa card becomes the fields of an Anki note of the "Glossa" note type, and that note type's
fields, templates and styling (light and night mode, desktop and AnkiMobile/AnkiDroid).
"""
from __future__ import annotations

import hashlib
import html
import unicodedata
from typing import Any, Dict, List, Optional

NOTE_TYPE_NAME = "Glossa"
FIELD_WRITTEN = "Written"
FIELD_SENSES = "Senses"
FIELD_FRAGMENTS = "Fragments"
FIELD_SENTENCES = "Sentences"
FIELD_CONVERSATIONS = "Conversations"
FIELD_AUDIO = "Audio"
FIELD_SOURCE = "Source"
FIELD_ID = "GlossaId"
# The order of the note type's fields; Written first, so it is the sort field and the browser's first column.
FIELDS = [FIELD_WRITTEN, FIELD_SENSES, FIELD_FRAGMENTS, FIELD_SENTENCES, FIELD_CONVERSATIONS, FIELD_AUDIO,
          FIELD_SOURCE, FIELD_ID]
# Fields the sync engine writes and watches for the learner's own edits (GlossaId is the key, never edited).
SYNCED_FIELDS = [f for f in FIELDS if f != FIELD_ID]
TEMPLATE_NAME = "Glossa: word → meaning"
# The spec's two speakers of a conversation: the Korean pronouns for "I" and for "you".
SPEAKERS = ("나", "너")


def _e(text: Any) -> str:
    return html.escape(str(text or ""), quote=True)


def render_senses(senses: List[Dict[str, Any]]) -> str:
    """The senses as an ordered list of translation and definition.

    Example: render_senses([{"translation": "school", "definition": "a place"}]) contains "<li>"
    """
    items = []
    for sense in senses:
        translation, definition = _e(sense.get("translation")), _e(sense.get("definition"))
        parts = []
        if translation:
            parts.append(f'<span class="g-tr">{translation}</span>')
        if definition:
            parts.append(f'<span class="g-def">{definition}</span>')
        if parts:
            items.append(f"<li>{''.join(parts)}</li>")
    return f'<ol class="g-senses">{"".join(items)}</ol>' if items else ""


def _examples(senses: List[Dict[str, Any]], category: str) -> List[str]:
    seen, out = set(), []
    for sense in senses:
        for example in sense.get("examples") or []:
            text = str(example.get("example") or "").strip()
            if example.get("category") == category and text and text not in seen:
                seen.add(text)
                out.append(text)
    return out


def render_list(senses: List[Dict[str, Any]], category: str) -> str:
    """Fragments or sentences of every sense, without duplicates, as a list."""
    items = "".join(f"<li>{_e(text)}</li>" for text in _examples(senses, category))
    return f'<ul class="g-{category}s">{items}</ul>' if items else ""


def render_conversations(senses: List[Dict[str, Any]]) -> str:
    """Each conversation's lines alternate between the two speakers 나 and 너 (spec section 2, Deck)."""
    blocks = []
    for text in _examples(senses, "conversation"):
        lines = [line.strip() for line in text.replace("\r\n", "\n").split("\n") if line.strip()]
        rows = "".join(
            f'<div class="g-line g-{"me" if i % 2 == 0 else "you"}">'
            f'<span class="g-who">{SPEAKERS[i % 2]}</span><span class="g-say">{_e(line)}</span></div>'
            for i, line in enumerate(lines)
        )
        blocks.append(f'<div class="g-conv">{rows}</div>')
    return "".join(blocks)


def audio_file_name(card: Dict[str, Any]) -> str:
    """The media file name the add-on asks for: glossa_<card id>.wav."""
    return f"glossa_{int(card['id'])}.wav"


def card_to_fields(card: Dict[str, Any], source: str, audio_file: Optional[str] = None) -> Dict[str, str]:
    """The note fields of a Glossa card (a dict keyed by field name; HTML-escaped text).

    Example: card_to_fields({"id": 7, "written": "학교", "senses": []}, "Korean")["GlossaId"] == "7"
    """
    senses = card.get("senses") or []
    fields = {
        FIELD_WRITTEN: _e(card.get("written")),
        FIELD_SENSES: render_senses(senses),
        FIELD_FRAGMENTS: render_list(senses, "fragment"),
        FIELD_SENTENCES: render_list(senses, "sentence"),
        FIELD_CONVERSATIONS: render_conversations(senses),
        FIELD_AUDIO: f"[sound:{audio_file}]" if audio_file else "",
        FIELD_SOURCE: _e(source),
        FIELD_ID: str(int(card["id"])),
    }
    # In the form Anki saves, so an untouched note compares equal to what Glossa sends.
    return {name: normalize_field(value) for name, value in fields.items()}


def normalize_field(value: str) -> str:
    """A field's text as Anki stores it: ASCII control characters other than newline and tab removed, then
    NFC. Anki does this to every field it saves, so a value must be compared in this form.

    Example: normalize_field("e\u0301\r\n") == "\u00e9\n"
    """
    if any(ord(c) < 32 and c not in "\n\t" or c == "\x7f" for c in value):
        value = "".join(c for c in value if not (ord(c) < 32 and c not in "\n\t" or c == "\x7f"))
    return unicodedata.normalize("NFC", value)


def value_hash(value: str) -> str:
    """A short fingerprint of a field's value as Anki stores it, kept to notice the learner's own edits."""
    return hashlib.sha256(normalize_field(value).encode("utf-8")).hexdigest()[:16]


FRONT_TEMPLATE = """<div class="g-card g-front">
  <div class="g-written">{{Written}}</div>
  {{#Audio}}<div class="g-audio">{{Audio}}</div>{{/Audio}}
</div>
"""

BACK_TEMPLATE = """<div class="g-card g-back">
  <div class="g-written">{{Written}}</div>
  {{#Audio}}<div class="g-audio">{{Audio}}</div>{{/Audio}}
  <hr id="answer">
  {{#Senses}}<section class="g-block">{{Senses}}</section>{{/Senses}}
  {{#Fragments}}<section class="g-block"><h3>Fragments</h3>{{Fragments}}</section>{{/Fragments}}
  {{#Sentences}}<section class="g-block"><h3>Sentences</h3>{{Sentences}}</section>{{/Sentences}}
  {{#Conversations}}<section class="g-block"><h3>Conversations</h3>{{Conversations}}</section>{{/Conversations}}
  {{#Source}}<footer class="g-source">Glossa · {{Source}}</footer>{{/Source}}
</div>
"""

# .nightMode is Anki desktop's and AnkiMobile's night class, .night_mode AnkiDroid's older one.
CSS = """.card {
  font-family: -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans KR", "Apple SD Gothic Neo", sans-serif;
  font-size: 18px; line-height: 1.5; color: #1f2328; background: #fbfaf7; text-align: left; margin: 0;
}
.g-card { max-width: 40em; margin: 0 auto; padding: 1.2em 1em 2em; box-sizing: border-box; }
.g-written { font-size: 2.4em; font-weight: 600; text-align: center; word-break: keep-all; }
.g-audio { text-align: center; margin-top: .3em; }
hr#answer { border: 0; border-top: 1px solid #d8d4cc; margin: 1.2em 0; }
.g-block { margin: 0 0 1.1em; }
.g-block h3 { font-size: .78em; letter-spacing: .06em; text-transform: uppercase; color: #6b6f76; margin: 0 0 .4em; }
.g-senses { margin: 0; padding-left: 1.4em; }
.g-senses li { margin-bottom: .5em; }
.g-tr { display: block; font-weight: 600; }
.g-def { display: block; color: #4a4f57; font-size: .92em; }
.g-fragments { display: grid; grid-template-columns: repeat(auto-fill, minmax(11em, 1fr)); gap: .3em 1em;
  list-style: none; padding: 0; margin: 0; }
.g-sentences { margin: 0; padding-left: 1.2em; }
.g-sentences li { margin-bottom: .35em; }
.g-conv { border-left: 3px solid #c9b99a; padding: .2em 0 .2em .7em; margin-bottom: .8em; }
.g-line { display: flex; gap: .6em; margin: .2em 0; }
.g-who { flex: none; width: 1.6em; font-weight: 700; color: #8a6d3b; }
.g-you .g-who { color: #3b6d8a; }
.g-source { font-size: .75em; color: #8b8f96; text-align: right; margin-top: 1.5em; }
@media (max-width: 480px) { .card { font-size: 17px; } .g-written { font-size: 2em; }
  .g-card { padding: .8em .6em 1.5em; } }
.nightMode.card, .night_mode .card, .card.night_mode { color: #e6e3dd; background: #1e1f22; }
.nightMode hr#answer, .night_mode hr#answer { border-top-color: #3a3c41; }
.nightMode .g-def, .night_mode .g-def { color: #b9bcc2; }
.nightMode .g-block h3, .night_mode .g-block h3, .nightMode .g-source, .night_mode .g-source { color: #9a9ea6; }
.nightMode .g-conv, .night_mode .g-conv { border-left-color: #6b5d45; }
.nightMode .g-who, .night_mode .g-who { color: #e0b870; }
.nightMode .g-you .g-who, .night_mode .g-you .g-who { color: #7fb6dc; }
"""
