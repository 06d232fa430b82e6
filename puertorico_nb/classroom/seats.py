"""Who sits where at a classroom table, and the credentials that say so: table codes, seats, seat
tokens and device ids.

A **table code** is an address, not a secret: 4 characters from a 32-character alphabet without
the look-alikes 0/O and 1/I, easy to read off a projector and type on a phone. A **seat token**
is the secret: 128 random bits, handed to the student once (in the seat link) and kept here only
as its SHA-256, compared in constant time. A **device id** (the browser's cookie) is kept hashed
too; it makes joining idempotent: the same device joining again gets its own seat back.

>>> len(new_code()), set(new_code()) <= set(CODE_ALPHABET)
(4, True)
>>> seat = Seat(name="Ana")
>>> token = seat.give_to("Ana", "device-1")
>>> seat.holds(token), seat.holds("guess"), seat.token_hash != token
(True, False, True)
"""
from __future__ import annotations

import hashlib
import hmac
import secrets
from dataclasses import dataclass
from typing import Any

from ..core.words import person_name

CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"  # 24 letters (no I, O) and 8 digits (no 0, 1)
CODE_LENGTH = 4
TOKEN_BYTES = 16  # 128 bits
NAME_LIMIT = 40  # characters of a name typed at the door


def new_code() -> str:
    """A fresh table code (the caller checks it is not in use)."""
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


def read_code(code: Any) -> str | None:
    """A typed table code in its canonical form (upper case, spaces and dashes dropped), or None
    if it cannot be a table code."""
    if not isinstance(code, str):
        return None
    text = code.strip().upper().replace(" ", "").replace("-", "")
    if len(text) != CODE_LENGTH or any(c not in CODE_ALPHABET for c in text):
        return None
    return text


TEACHER_CODE_GROUPS = 4  # the teacher's code: 4 groups of 4 characters of CODE_ALPHABET, 80 random bits


def new_teacher_code() -> str:
    """A fresh teacher's code, typed by a person: 16 characters from the table codes' alphabet (no
    0/O, no 1/I), in groups of four ("K7QM-3XPA-..."), 5 random bits each: 80 bits in all,
    far past guessing through a sign-in form. Read without regard to case, dashes or spaces
    (``teacher_code_form``)."""
    return "-".join("".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))
                    for _ in range(TEACHER_CODE_GROUPS))


def teacher_code_form(code: Any) -> Any:
    """A teacher's code as compared: upper case, dashes and spaces dropped (what is not text
    is left as it is, and refused by the comparison)."""
    return "".join(code.upper().replace("-", " ").split()) if isinstance(code, str) else code


def new_token() -> str:
    """A fresh seat or teacher token: 128 random bits, URL-safe."""
    return secrets.token_urlsafe(TOKEN_BYTES)


def digest(secret: str) -> str:
    """The SHA-256 of a token or device id, in hex: what is stored instead of the secret."""
    return hashlib.sha256(secret.encode("utf-8")).hexdigest()


def same_secret(secret: Any, stored_digest: str | None) -> bool:
    """Whether `secret` hashes to `stored_digest`, compared in constant time (no digest stored:
    never)."""
    if not isinstance(secret, str) or not secret or len(secret) > 200 or not stored_digest:
        return False
    return hmac.compare_digest(digest(secret), stored_digest)


def door_name(name: Any) -> str:
    """A name typed at the door, made safe to show: plain text, one line, at most `NAME_LIMIT`
    characters ("" if nothing usable was typed)."""
    if not isinstance(name, str):
        return ""
    return person_name(" ".join(name.split())[:NAME_LIMIT])


@dataclass
class Seat:
    """One seat at a table: the name shown, who plays it (``bot``: a bot's name, or None for a
    person), and for a person's seat the hashes of its token and of the device that joined."""

    name: str
    bot: str | None = None
    token_hash: str | None = None
    device_hash: str | None = None

    @property
    def taken(self) -> bool:
        """A person holds this seat (a bot's seat and a free seat are not taken)."""
        return self.bot is None and self.token_hash is not None

    @property
    def free(self) -> bool:
        """Nobody plays this seat yet: a person may join it."""
        return self.bot is None and self.token_hash is None

    def give_to(self, name: str, device_id: str) -> str:
        """A person sits here from `device_id`: a fresh token (returned, kept only as its hash)."""
        token = new_token()
        self.bot = None
        if name:
            self.name = name
        self.token_hash = digest(token)
        self.device_hash = digest(device_id)
        return token

    def holds(self, token: Any) -> bool:
        """Whether `token` opens this seat (constant-time; never for a bot's or a free seat)."""
        return self.bot is None and same_secret(token, self.token_hash)

    def from_device(self, device_id: str) -> bool:
        """Whether the person at this seat joined from `device_id`."""
        return self.bot is None and same_secret(device_id, self.device_hash)

    def to_bot(self, bot: str) -> None:
        """A bot plays this seat from now on; any link to it stops working."""
        self.bot, self.token_hash, self.device_hash = bot, None, None

    def to_free(self) -> None:
        """The seat waits for a person to join (its bot, token and device forgotten)."""
        self.bot, self.token_hash, self.device_hash = None, None, None

    def to_dict(self) -> dict[str, Any]:
        return {"name": self.name, "bot": self.bot, "token_hash": self.token_hash, "device_hash": self.device_hash}

    @classmethod
    def from_dict(cls, data: Any) -> Seat:
        if not isinstance(data, dict) or not isinstance(data.get("name"), str):
            raise ValueError(f"a seat is a mapping with a name, not {data!r:.80}")
        fields = {key: data.get(key) for key in ("bot", "token_hash", "device_hash")}
        if any(value is not None and not isinstance(value, str) for value in fields.values()):
            raise ValueError("a seat's bot, token_hash and device_hash are text or null")
        return cls(name=data["name"], **fields)

    def public(self) -> dict[str, Any]:
        """What every screen may know of this seat: its name, and whether a bot or a person
        plays it (never a token or a device)."""
        return {"name": self.name, "bot": self.bot, "taken": self.taken, "free": self.free}
