<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>AccessibleTable</name>
    <message>
        <source>blank</source>
        <translation>vacía</translation>
    </message>
    <message>
        <source>hidden, minus infinity</source>
        <translation>oculta, menos infinito</translation>
    </message>
    <message>
        <source>row %1 ‘%2’</source>
        <translation>fila %1 ‘%2’</translation>
    </message>
    <message>
        <source>column %1 ‘%2’</source>
        <translation>columna %1 ‘%2’</translation>
    </message>
</context>
<context>
    <name>HighContrast</name>
    <message>
        <source>&amp;High contrast</source>
        <translation>&amp;Alto contraste</translation>
    </message>
    <message>
        <source>black text on white at 7:1 or more; follows the system&apos;s contrast setting until you choose</source>
        <translation>texto negro sobre blanco con 7:1 o más; sigue el ajuste de contraste del sistema hasta que elija</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>%1 will be used when QKV Lab starts again</source>
        <translation>%1 se usará la próxima vez que se inicie QKV Lab</translation>
    </message>
</context>
<context>
    <name>ScreenReader</name>
    <message>
        <source>sentence</source>
        <translation>frase</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>tokens</translation>
    </message>
    <message>
        <source>matrix editor</source>
        <translation>editor de matrices</translation>
    </message>
    <message>
        <source>matrix</source>
        <translation>matriz</translation>
    </message>
    <message>
        <source>head</source>
        <translation>cabeza</translation>
    </message>
    <message>
        <source>Stage %1 of %2: %3. %4. %5</source>
        <translation>Paso %1 de %2: %3. %4. %5</translation>
    </message>
    <message>
        <source>the formula, the current stage&apos;s part highlighted</source>
        <translation>la fórmula, con la parte del paso actual resaltada</translation>
    </message>
    <message>
        <source>stage %1</source>
        <translation>paso %1</translation>
    </message>
    <message>
        <source>explanation cleared</source>
        <translation>explicación borrada</translation>
    </message>
    <message>
        <source>explanation</source>
        <translation>explicación</translation>
    </message>
</context>
<context>
    <name>Shortcuts</name>
    <message>
        <source>Tab / Shift+Tab</source>
        <translation>Tab / Mayús+Tab</translation>
    </message>
    <message>
        <source>move between the sentence, the token chips, the matrix editor and the stage view</source>
        <translation>moverse entre la frase, las fichas de tokens, el editor de matrices y la vista del paso</translation>
    </message>
    <message>
        <source>Stage view: arrow keys</source>
        <translation>Vista del paso: flechas</translation>
    </message>
    <message>
        <source>move the cell cursor</source>
        <translation>mover el cursor de celda</translation>
    </message>
    <message>
        <source>Stage view: Home / End</source>
        <translation>Vista del paso: Inicio / Fin</translation>
    </message>
    <message>
        <source>first / last cell of the row</source>
        <translation>primera / última celda de la fila</translation>
    </message>
    <message>
        <source>Stage view: Ctrl+Home / Ctrl+End</source>
        <translation>Vista del paso: Ctrl+Inicio / Ctrl+Fin</translation>
    </message>
    <message>
        <source>first / last cell of the matrix</source>
        <translation>primera / última celda de la matriz</translation>
    </message>
    <message>
        <source>Stage view: Enter</source>
        <translation>Vista del paso: Intro</translation>
    </message>
    <message>
        <source>pin the cell&apos;s explanation (as a click does); Esc unpins</source>
        <translation>fijar la explicación de la celda (como un clic); Esc la suelta</translation>
    </message>
    <message>
        <source>Stage view: Space, Page Down / Page Up</source>
        <translation>Vista del paso: Espacio, Av Pág / Re Pág</translation>
    </message>
    <message>
        <source>next / previous stage</source>
        <translation>paso siguiente / anterior</translation>
    </message>
</context>
</TS>
