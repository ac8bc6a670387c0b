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
    <name>CodeExport</name>
    <message>
        <source>As &amp;Python Script…</source>
        <translation>Als &amp;Python-Skript…</translation>
    </message>
    <message>
        <source>As Jupyter &amp;Notebook…</source>
        <translation>Als Jupyter-&amp;Notebook…</translation>
    </message>
    <message>
        <source>the whole forward pass, with this session&apos;s numbers, as a standalone PyTorch script</source>
        <translation>der ganze Vorwärtsdurchlauf mit den Zahlen dieser Sitzung als eigenständiges PyTorch-Skript</translation>
    </message>
    <message>
        <source>the whole forward pass, with this session&apos;s numbers, as a notebook: one cell per stage</source>
        <translation>der ganze Vorwärtsdurchlauf mit den Zahlen dieser Sitzung als Notebook: eine Zelle pro Schritt</translation>
    </message>
    <message>
        <source>Export as Python script</source>
        <translation>Als Python-Skript exportieren</translation>
    </message>
    <message>
        <source>Export as notebook</source>
        <translation>Als Notebook exportieren</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Export fehlgeschlagen</translation>
    </message>
    <message>
        <source>wrote %1</source>
        <translation>%1 geschrieben</translation>
    </message>
    <message>
        <source>Export as &amp;Code</source>
        <translation>Als &amp;Code exportieren</translation>
    </message>
</context>
<context>
    <name>ColorScales</name>
    <message>
        <source>Per-stage colour scales</source>
        <translation>Farbskala je Schritt</translation>
    </message>
    <message>
        <source>Off: scores, scaled and masked share one colour scale, so ÷√d_k shows as a colour change. On: each stage spans its own range.</source>
        <translation>Aus: scores, scaled und masked teilen eine Farbskala, sodass ÷√d_k als Farbänderung sichtbar wird. An: jeder Schritt nutzt seinen eigenen Bereich.</translation>
    </message>
</context>
<context>
    <name>ComputeMenu</name>
    <message>
        <source>compute: %1</source>
        <translation>Rechnen: %1</translation>
    </message>
    <message>
        <source> (fallback)</source>
        <translation> (Ausweichlösung)</translation>
    </message>
    <message>
        <source>Compute &amp;on</source>
        <translation>&amp;Rechnen auf</translation>
    </message>
    <message>
        <source>run the engine on %1</source>
        <translation>die Engine auf %1 rechnen lassen</translation>
    </message>
    <message>
        <source>computing on %1</source>
        <translation>rechnet auf %1</translation>
    </message>
    <message>
        <source>the engine runs on %1</source>
        <translation>die Engine rechnet auf %1</translation>
    </message>
</context>
<context>
    <name>ExamplesMenu</name>
    <message>
        <source>Open &amp;Example</source>
        <translation>&amp;Beispiel öffnen</translation>
    </message>
    <message>
        <source>&amp;Lessons</source>
        <translation>&amp;Lektionen</translation>
    </message>
    <message>
        <source>examples unavailable: %1</source>
        <translation>Beispiele nicht verfügbar: %1</translation>
    </message>
    <message>
        <source>no examples installed</source>
        <translation>keine Beispiele installiert</translation>
    </message>
</context>
<context>
    <name>ExplainInWindow</name>
    <message>
        <source>Clear selection and explanation</source>
        <translation>Auswahl und Erklärung löschen</translation>
    </message>
</context>
<context>
    <name>FileDialogs</name>
    <message>
        <source>QKV Lab sessions (*.json)</source>
        <translation>QKV-Lab-Sitzungen (*.json)</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>Save the changes to %1 before they are lost?</source>
        <translation>Änderungen an %1 speichern, bevor sie verloren gehen?</translation>
    </message>
    <message>
        <source>Open session</source>
        <translation>Sitzung öffnen</translation>
    </message>
    <message>
        <source>Save session as</source>
        <translation>Sitzung speichern unter</translation>
    </message>
    <message>
        <source>New session</source>
        <translation>Neue Sitzung</translation>
    </message>
    <message>
        <source>A sentence to attend over:</source>
        <translation>Ein Satz, über den Attention laufen soll:</translation>
    </message>
</context>
<context>
    <name>HeadsDock</name>
    <message>
        <source>Side by side</source>
        <translation>Nebeneinander</translation>
    </message>
    <message>
        <source>Ranking (MiniLM)</source>
        <translation>Rangfolge (MiniLM)</translation>
    </message>
    <message>
        <source>Heads</source>
        <translation>Köpfe</translation>
    </message>
    <message>
        <source>Rank MiniLM&apos;s heads for a word…</source>
        <translation>MiniLM-Köpfe für ein Wort ordnen…</translation>
    </message>
    <message>
        <source>which heads attend differently to a word in two sentences</source>
        <translation>welche Köpfe in zwei Sätzen unterschiedlich auf ein Wort achten</translation>
    </message>
    <message>
        <source>MiniLM layer %1, all heads; head %2 in focus</source>
        <translation>MiniLM-Schicht %1, alle Köpfe; Kopf %2 im Fokus</translation>
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
    <name>MaskFeatures</name>
    <message>
        <source>&amp;Mask</source>
        <translation>&amp;Maske</translation>
    </message>
    <message>
        <source>Show M and edit it</source>
        <translation>M zeigen und bearbeiten</translation>
    </message>
    <message>
        <source>go to the masked stage: click or drag on M to hide or show keys</source>
        <translation>zum Schritt masked gehen: auf M klicken oder ziehen, um Keys zu verbergen oder zu zeigen</translation>
    </message>
    <message>
        <source>Edit the mask by clicking the masked and weights views</source>
        <translation>Maske durch Klicken in die Ansichten masked und weights bearbeiten</translation>
    </message>
    <message>
        <source>mask-editing mode: a click on a cell of the masked or weights view hides that key from that query, or shows it</source>
        <translation>Maskenbearbeitung: ein Klick auf eine Zelle der Ansicht masked oder weights verbirgt diesen Key vor dieser Query oder zeigt ihn</translation>
    </message>
    <message>
        <source>Why −∞? Compare −∞, 0 and −c…</source>
        <translation>Warum −∞? −∞, 0 und −c vergleichen…</translation>
    </message>
    <message>
        <source>what a finite mask value lets leak through softmax, row by row</source>
        <translation>was ein endlicher Maskenwert Zeile für Zeile durch Softmax durchsickern lässt</translation>
    </message>
</context>
<context>
    <name>MaskPresets</name>
    <message>
        <source>No mask</source>
        <translation>Keine Maske</translation>
    </message>
    <message>
        <source>Causal</source>
        <translation>Kausal</translation>
    </message>
    <message>
        <source>Sliding window</source>
        <translation>Gleitendes Fenster</translation>
    </message>
    <message>
        <source>Padding</source>
        <translation>Auffüllung (Padding)</translation>
    </message>
    <message>
        <source>Prefix-LM</source>
        <translation>Präfix-LM</translation>
    </message>
    <message>
        <source>Packed sequences</source>
        <translation>Gepackte Sequenzen</translation>
    </message>
</context>
<context>
    <name>RecoveryPrompt</name>
    <message>
        <source>an untitled session</source>
        <translation>eine unbenannte Sitzung</translation>
    </message>
    <message>
        <source> (autosaved %1)</source>
        <translation> (automatisch gespeichert %1)</translation>
    </message>
    <message>
        <source>QKV Lab did not close normally. Unsaved changes to %1%2 were kept.

Restore them? (No discards them.)</source>
        <translation>QKV Lab wurde nicht normal beendet. Ungespeicherte Änderungen an %1%2 wurden aufbewahrt.

Wiederherstellen? (Nein verwirft sie.)</translation>
    </message>
    <message>
        <source>Restore unsaved work?</source>
        <translation>Ungespeicherte Arbeit wiederherstellen?</translation>
    </message>
</context>
<context>
    <name>ScalingLab</name>
    <message>
        <source>Why √d_k? &amp;Lab…</source>
        <translation>Warum √d_k? &amp;Labor…</translation>
    </message>
    <message>
        <source>why attention divides by √d_k: saturation and gradients, measured</source>
        <translation>warum Attention durch √d_k teilt: Sättigung und Gradienten, gemessen</translation>
    </message>
    <message>
        <source>Why divide by √d_k? Open the lab…</source>
        <translation>Warum durch √d_k teilen? Labor öffnen…</translation>
    </message>
    <message>
        <source>Save as PNG %1×…</source>
        <translation>Als PNG %1× speichern…</translation>
    </message>
    <message>
        <source>Save as SVG…</source>
        <translation>Als SVG speichern…</translation>
    </message>
    <message>
        <source>Could not save</source>
        <translation>Speichern nicht möglich</translation>
    </message>
    <message>
        <source>wrote %1</source>
        <translation>%1 geschrieben</translation>
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
<context>
    <name>StageViewMenus</name>
    <message>
        <source>Copy as table</source>
        <translation>Als Tabelle kopieren</translation>
    </message>
    <message>
        <source>Copy as LaTeX</source>
        <translation>Als LaTeX kopieren</translation>
    </message>
    <message>
        <source>Export this stage as</source>
        <translation>Diesen Schritt exportieren als</translation>
    </message>
    <message>
        <source>Save image as</source>
        <translation>Bild speichern als</translation>
    </message>
    <message>
        <source>Outline the selection</source>
        <translation>Auswahl umranden</translation>
    </message>
</context>
<context>
    <name>Transpose</name>
    <message>
        <source>Transpose n×n views (keys as rows)</source>
        <translation>n×n-Ansichten transponieren (Keys als Zeilen)</translation>
    </message>
    <message>
        <source>show scores, scaled, masked and weights with keys as rows and queries as columns (%1)</source>
        <translation>scores, scaled, masked und weights mit Keys als Zeilen und Queries als Spalten zeigen (%1)</translation>
    </message>
</context>
<context>
    <name>WindowExports</name>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Exportieren…</translation>
    </message>
    <message>
        <source>export stages as CSV, NumPy, JSON, LaTeX, PNG, SVG, GIF</source>
        <translation>Schritte als CSV, NumPy, JSON, LaTeX, PNG, SVG, GIF exportieren</translation>
    </message>
    <message>
        <source>Export &amp;Window Image…</source>
        <translation>&amp;Fensterbild exportieren…</translation>
    </message>
    <message>
        <source>the whole window as PNG, or the stage view as SVG</source>
        <translation>das ganze Fenster als PNG oder die Schrittansicht als SVG</translation>
    </message>
    <message>
        <source>Export Step-Through &amp;Animation…</source>
        <translation>Schritt-für-Schritt-&amp;Animation exportieren…</translation>
    </message>
    <message>
        <source>every stage, animated, as a GIF</source>
        <translation>jeder Schritt, animiert, als GIF</translation>
    </message>
    <message>
        <source>Nothing to export</source>
        <translation>Nichts zu exportieren</translation>
    </message>
    <message>
        <source>wrote %1</source>
        <translation>%1 geschrieben</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Export fehlgeschlagen</translation>
    </message>
    <message>
        <source>%1

Nothing was written.</source>
        <translation>%1

Es wurde nichts geschrieben.</translation>
    </message>
    <message numerus="yes">
        <source>exported %n file(s) to %1</source>
        <translation>
            <numerusform>%n Datei nach %1 exportiert</numerusform>
            <numerusform>%n Dateien nach %1 exportiert</numerusform>
        </translation>
    </message>
    <message>
        <source>Export finished</source>
        <translation>Export abgeschlossen</translation>
    </message>
    <message>
        <source>Export window image</source>
        <translation>Fensterbild exportieren</translation>
    </message>
    <message>
        <source>Export step-through animation</source>
        <translation>Schritt-für-Schritt-Animation exportieren</translation>
    </message>
</context>
</TS>
