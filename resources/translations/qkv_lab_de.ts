<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AccessibleTable</name>
    <message>
        <source>blank</source>
        <translation>leer</translation>
    </message>
    <message>
        <source>hidden, minus infinity</source>
        <translation>verborgen, minus unendlich</translation>
    </message>
    <message>
        <source>row %1 ‘%2’</source>
        <translation>Zeile %1 ‘%2’</translation>
    </message>
    <message>
        <source>column %1 ‘%2’</source>
        <translation>Spalte %1 ‘%2’</translation>
    </message>
</context>
<context>
    <name>HighContrast</name>
    <message>
        <source>&amp;High contrast</source>
        <translation>&amp;Hoher Kontrast</translation>
    </message>
    <message>
        <source>black text on white at 7:1 or more; follows the system&apos;s contrast setting until you choose</source>
        <translation>schwarze Schrift auf Weiß mit mindestens 7:1; folgt der Kontrasteinstellung des Systems, bis Sie selbst wählen</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>%1 will be used when QKV Lab starts again</source>
        <translation>%1 wird beim nächsten Start von QKV Lab verwendet</translation>
    </message>
</context>
<context>
    <name>ScreenReader</name>
    <message>
        <source>sentence</source>
        <translation>Satz</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>Tokens</translation>
    </message>
    <message>
        <source>matrix editor</source>
        <translation>Matrix-Editor</translation>
    </message>
    <message>
        <source>matrix</source>
        <translation>Matrix</translation>
    </message>
    <message>
        <source>head</source>
        <translation>Kopf</translation>
    </message>
    <message>
        <source>Stage %1 of %2: %3. %4. %5</source>
        <translation>Schritt %1 von %2: %3. %4. %5</translation>
    </message>
    <message>
        <source>the formula, the current stage&apos;s part highlighted</source>
        <translation>die Formel, der Teil des aktuellen Schritts hervorgehoben</translation>
    </message>
    <message>
        <source>stage %1</source>
        <translation>Schritt %1</translation>
    </message>
    <message>
        <source>explanation cleared</source>
        <translation>Erklärung gelöscht</translation>
    </message>
    <message>
        <source>explanation</source>
        <translation>Erklärung</translation>
    </message>
</context>
<context>
    <name>Shortcuts</name>
    <message>
        <source>Tab / Shift+Tab</source>
        <translation>Tab / Umschalt+Tab</translation>
    </message>
    <message>
        <source>move between the sentence, the token chips, the matrix editor and the stage view</source>
        <translation>zwischen Satz, Token-Chips, Matrix-Editor und Schrittansicht wechseln</translation>
    </message>
    <message>
        <source>Stage view: arrow keys</source>
        <translation>Schrittansicht: Pfeiltasten</translation>
    </message>
    <message>
        <source>move the cell cursor</source>
        <translation>den Zellcursor bewegen</translation>
    </message>
    <message>
        <source>Stage view: Home / End</source>
        <translation>Schrittansicht: Pos1 / Ende</translation>
    </message>
    <message>
        <source>first / last cell of the row</source>
        <translation>erste / letzte Zelle der Zeile</translation>
    </message>
    <message>
        <source>Stage view: Ctrl+Home / Ctrl+End</source>
        <translation>Schrittansicht: Strg+Pos1 / Strg+Ende</translation>
    </message>
    <message>
        <source>first / last cell of the matrix</source>
        <translation>erste / letzte Zelle der Matrix</translation>
    </message>
    <message>
        <source>Stage view: Enter</source>
        <translation>Schrittansicht: Eingabetaste</translation>
    </message>
    <message>
        <source>pin the cell&apos;s explanation (as a click does); Esc unpins</source>
        <translation>die Erklärung der Zelle anheften (wie ein Klick); Esc löst sie</translation>
    </message>
    <message>
        <source>Stage view: Space, Page Down / Page Up</source>
        <translation>Schrittansicht: Leertaste, Bild ab / Bild auf</translation>
    </message>
    <message>
        <source>next / previous stage</source>
        <translation>nächster / vorheriger Schritt</translation>
    </message>
</context>
</TS>
