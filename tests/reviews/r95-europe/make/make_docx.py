#!/usr/bin/python3
"""Writes files/21..28 *.docx (review 95, European CVs written in English) with python-docx (Debian's python3-docx):
layout tables with the dates in a left column, an old Europass Word template (labels right-aligned in a left column,
CEFR grid and digital-competence tables), contact details only in the page header, right tab stops for dates,
bulleted lists, Word heading styles and bordered tables. Run: /usr/bin/python3 make_docx.py"""
import os
from docx import Document
from docx.enum.table import WD_TABLE_ALIGNMENT
from docx.enum.text import WD_ALIGN_PARAGRAPH, WD_TAB_ALIGNMENT
from docx.oxml import OxmlElement
from docx.oxml.ns import qn
from docx.shared import Cm, Pt, RGBColor

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "files")


def new_doc(font="Calibri", size=10.5, margins=2.0):
    d = Document()
    st = d.styles["Normal"]
    st.font.name = font
    st.font.size = Pt(size)
    st.element.rPr.rFonts.set(qn("w:eastAsia"), font)
    for s in d.sections:
        s.left_margin = s.right_margin = Cm(margins)
        s.top_margin = s.bottom_margin = Cm(margins * 0.8)
    return d


def para(c, text="", bold=False, italic=False, size=None, color=None, align=None, space_after=2, space_before=0):
    p = c.add_paragraph()
    if text:
        r = p.add_run(text)
        r.bold, r.italic = bold, italic
        if size:
            r.font.size = Pt(size)
        if color:
            r.font.color.rgb = RGBColor.from_string(color)
    if align is not None:
        p.alignment = align
    p.paragraph_format.space_after = Pt(space_after)
    p.paragraph_format.space_before = Pt(space_before)
    return p


def cell_para(cell, text="", bold=False, italic=False, size=None, align=None, first=False, color=None):
    p = cell.paragraphs[0] if first else cell.add_paragraph()
    if text:
        r = p.add_run(text)
        r.bold, r.italic = bold, italic
        if size:
            r.font.size = Pt(size)
        if color:
            r.font.color.rgb = RGBColor.from_string(color)
    if align is not None:
        p.alignment = align
    p.paragraph_format.space_after = Pt(1)
    return p


def runs(p, *parts):
    for text, b, i in parts:
        r = p.add_run(text)
        r.bold, r.italic = b, i
    return p


def bullet(c, text, style="List Bullet"):
    p = c.add_paragraph(text, style=style)
    p.paragraph_format.space_after = Pt(1)
    return p


def tabbed(d, left, right, width_cm, bold=True, italic_right=False, space_before=6):
    p = d.add_paragraph()
    p.paragraph_format.tab_stops.add_tab_stop(Cm(width_cm), WD_TAB_ALIGNMENT.RIGHT)
    r = p.add_run(left)
    r.bold = bold
    p.add_run("\t")
    r2 = p.add_run(right)
    r2.italic = italic_right
    p.paragraph_format.space_after = Pt(0)
    p.paragraph_format.space_before = Pt(space_before)
    return p


def shade(cell, color):
    tcPr = cell._tc.get_or_add_tcPr()
    shd = OxmlElement("w:shd")
    shd.set(qn("w:val"), "clear")
    shd.set(qn("w:color"), "auto")
    shd.set(qn("w:fill"), color)
    tcPr.append(shd)


def cell_border_right(cell, color="1F3D7A", sz="8"):
    tcPr = cell._tc.get_or_add_tcPr()
    b = OxmlElement("w:tcBorders")
    r = OxmlElement("w:right")
    for k, v in (("w:val", "single"), ("w:sz", sz), ("w:space", "0"), ("w:color", color)):
        r.set(qn(k), v)
    b.append(r)
    tcPr.append(b)


def rule_heading(d, text, color="1F4E79", size=11.5, caps=True):
    p = para(d, text.upper() if caps else text, bold=True, size=size, color=color, space_after=3, space_before=10)
    pPr = p._p.get_or_add_pPr()
    bdr = OxmlElement("w:pBdr")
    b = OxmlElement("w:bottom")
    for k, v in (("w:val", "single"), ("w:sz", "6"), ("w:space", "1"), ("w:color", color)):
        b.set(qn(k), v)
    bdr.append(b)
    pPr.append(bdr)
    return p


def widths(table, cms):
    table.autofit = False
    for row in table.rows:
        for i, w in enumerate(cms):
            row.cells[i].width = Cm(w)


def header_text(d, lines, size=9, align=WD_ALIGN_PARAGRAPH.RIGHT):
    h = d.sections[0].header
    p = h.paragraphs[0]
    for i, line in enumerate(lines):
        if i:
            p = h.add_paragraph()
        r = p.add_run(line)
        r.font.size = Pt(size)
        p.alignment = align
    return h


def save(d, name):
    d.save(os.path.join(OUT, name))


# 21 German sales representative: Lebenslauf with a layout table (dates left) -------------------------------------
def f21():
    d = new_doc("Arial", 10, 2.2)
    header_text(d, ["Lebenslauf – Tobias Hoffmann"], 8)
    para(d, "Tobias Hoffmann", bold=True, size=20, space_after=0)
    para(d, "Key Account Manager Food Retail", size=12, color="555555", space_after=10)

    def section(title, rows):
        rule_heading(d, title, color="2F5496", size=11)
        t = d.add_table(rows=0, cols=2)
        for left, lines in rows:
            r = t.add_row().cells
            cell_para(r[0], left, first=True)
            for i, (txt, kind) in enumerate(lines):
                if kind == "b":
                    cell_para(r[1], txt, bold=True, first=(i == 0))
                elif kind == "li":
                    p = r[1].add_paragraph(txt, style="List Bullet")
                    p.paragraph_format.space_after = Pt(0)
                else:
                    cell_para(r[1], txt, first=(i == 0))
        widths(t, [4.2, 12.4])

    section("Personal details", [
        ("Address", [("Eppendorfer Weg 212, 20253 Hamburg", "t")]),
        ("Mobile", [("0176 5550 9182", "t")]),
        ("Phone", [("040 5550 3371", "t")]),
        ("E-mail", [("tobias.hoffmann@example.de", "t")]),
        ("Date of birth", [("21.11.1993 in Lübeck", "t")]),
        ("Nationality", [("German", "t")]),
    ])
    section("Professional experience", [
        ("since 01/2022", [("Key Account Manager Food Retail", "b"),
                           ("Beiersdorf Deutschland GmbH, Hamburg", "t"),
                           ("Responsible for EDEKA Nord and REWE Nord (NIVEA and Hansaplast), turnover € 48 m", "li"),
                           ("Annual negotiations, promotion planning and listing of new products", "li"),
                           ("Joint business planning and category reviews with the buyers", "li")]),
        ("07/2017 – 12/2021", [("Field Sales Representative, Region North", "b"),
                               ("Lindt & Sprüngli GmbH, Aachen (home office Hamburg)", "t"),
                               ("Visits to 140 food retail stores and cash & carry markets in Hamburg and Schleswig-Holstein", "li"),
                               ("Placement of seasonal displays (Easter, Christmas); +9 % sales in region in 2019", "li")]),
        ("08/2015 – 06/2017", [("Industrial Clerk, Sales Back Office", "b"),
                               ("Jungheinrich AG, Hamburg", "t"),
                               ("Order processing in SAP SD, quotations and customer service for forklift spare parts", "li")]),
    ])
    section("Vocational training", [
        ("08/2012 – 07/2015", [("Apprenticeship as Industrial Clerk (Ausbildung zum Industriekaufmann)", "b"),
                               ("Jungheinrich AG, Hamburg – final examination IHK Hamburg, grade 2.0", "t")]),
    ])
    section("Education", [
        ("10/2017 – 03/2021", [("Bachelor of Arts in Business Administration (part-time)", "b"),
                               ("FOM University of Applied Sciences, Hamburg – grade 2.1", "t")]),
        ("08/2009 – 06/2012", [("Abitur (general university entrance qualification)", "b"),
                               ("Berufliches Gymnasium Wirtschaft, Lübeck", "t")]),
    ])
    section("Skills", [
        ("IT", [("SAP SD, Salesforce, MS Office (advanced Excel), Nielsen data", "t")]),
        ("Sales", [("Negotiation, key account management, category management, trade marketing", "t")]),
        ("Languages", [("German (native), English (fluent, C1), Danish (basic)", "t")]),
        ("Driving licence", [("Class B (approx. 60,000 km per year)", "t")]),
        ("Interests", [("Sailing (SBF See licence), handball", "t")]),
    ])
    para(d, "", space_after=12)
    para(d, "Hamburg, 20.10.2026")
    para(d, "Tobias Hoffmann", italic=True, size=13)
    save(d, "21-key-account-manager-lebenslauf-table-de.docx")


# 22 Romanian nurse in Germany: old Europass Word template ---------------------------------------------------------
def f22():
    d = new_doc("Arial Narrow", 9.5, 1.6)
    t = d.add_table(rows=0, cols=2)
    BLUE = "1F3D7A"

    def row(label, value="", big=False, bold_value=False, gap=False):
        c = t.add_row().cells
        cell_para(c[0], label, bold=big, size=11 if big else 8.5, align=WD_ALIGN_PARAGRAPH.RIGHT, first=True, color=BLUE)
        cell_border_right(c[0])
        vals = value if isinstance(value, list) else [value]
        for i, v in enumerate(vals):
            cell_para(c[1], v, bold=bold_value, first=(i == 0))
        if gap:
            cell_para(c[1], "")
        return c

    row("europass", big=True)
    row("Curriculum Vitae", big=True, gap=True)
    row("Personal information", big=True)
    row("First name(s) / Surname(s)", "Elena-Cristina Dumitrescu", bold_value=True)
    row("Address(es)", "Kaiserstraße 25, 60311 Frankfurt am Main, Germany")
    row("Telephone(s)", "+49 1512 5550 347 (mobile), +40 721 555 890 (Romania)")
    row("E-mail", "elena.dumitrescu@example.com")
    row("Nationality", "Romanian")
    row("Date of birth", "04.06.1991")
    row("Gender", "Female", gap=True)
    row("Desired employment / Occupational field", "Registered Nurse – Cardiology / Intensive Care", bold_value=True, gap=True)
    row("Work experience", big=True)
    row("Dates", "15.04.2020 – present")
    row("Occupation or position held", "Registered Nurse (Gesundheits- und Krankenpflegerin), Cardiology Ward and Chest Pain Unit", bold_value=True)
    row("Main activities and responsibilities", "Care of patients after cardiac catheterisation and with acute heart failure; telemetry monitoring; "
        "admission and discharge management; mentoring of nurses from abroad during their recognition period")
    row("Name and address of employer", "Universitätsklinikum Frankfurt, Theodor-Stern-Kai 7, 60590 Frankfurt am Main, Germany")
    row("Type of business or sector", "University hospital – health care", gap=True)
    row("Dates", "01.09.2019 – 14.04.2020")
    row("Occupation or position held", "Nursing Assistant (Pflegehelferin) during the recognition procedure", bold_value=True)
    row("Main activities and responsibilities", "Basic care on an internal medicine ward while completing the adaptation placement for the "
        "recognition of my nursing diploma")
    row("Name and address of employer", "AGAPLESION MARKUS KRANKENHAUS, Wilhelm-Epstein-Straße 4, 60431 Frankfurt am Main, Germany")
    row("Type of business or sector", "Hospital – health care", gap=True)
    row("Dates", "01.10.2014 – 31.07.2019")
    row("Occupation or position held", "Nurse (Asistent medical generalist), Intensive Care Unit", bold_value=True)
    row("Main activities and responsibilities", "Care of ventilated patients; central line and arterial line care; preparation and "
        "administration of IV medication; documentation")
    row("Name and address of employer", "Spitalul Clinic de Urgență Floreasca (Emergency Clinical Hospital Bucharest), Calea Floreasca 8, Bucharest, Romania")
    row("Type of business or sector", "Public hospital – health care", gap=True)
    row("Education and training", big=True)
    row("Dates", "2011 – 2014")
    row("Title of qualification awarded", "Asistent medical generalist (General Nurse diploma, 3-year post-secondary nursing programme)", bold_value=True)
    row("Name and type of organisation providing education and training", "Școala Postliceală Sanitară „Carol Davila”, Bucharest, Romania")
    row("Level in national or international classification", "EQF level 5", gap=True)
    row("Dates", "2006 – 2010")
    row("Title of qualification awarded", "Diplomă de Bacalaureat (upper secondary school leaving certificate)", bold_value=True)
    row("Name and type of organisation providing education and training", "Colegiul Național „Mihai Viteazul”, Ploiești, Romania", gap=True)
    row("Personal skills", big=True)
    row("Mother tongue(s)", "Romanian", bold_value=True)
    row("Other language(s)", "")

    lang = d.add_table(rows=5, cols=6)
    lang.style = "Table Grid"
    data = [["", "UNDERSTANDING", "", "SPEAKING", "", "WRITING"],
            ["", "Listening", "Reading", "Spoken interaction", "Spoken production", ""],
            ["German", "C1", "B2", "B2", "B2", "B2"],
            ["", "telc Deutsch B2 Pflege (2019)", "", "", "", ""],
            ["English", "B1", "B2", "B1", "B1", "B1"]]
    for i, r in enumerate(data):
        for j, v in enumerate(r):
            lang.rows[i].cells[j].text = v
    para(d, "Levels: A1/A2: Basic user – B1/B2: Independent user – C1/C2: Proficient user. Common European Framework of Reference for Languages", italic=True, size=7.5)

    t = d.add_table(rows=0, cols=2)
    row("Digital competence", "SELF-ASSESSMENT", bold_value=True)
    dig = d.add_table(rows=2, cols=5)
    dig.style = "Table Grid"
    for j, v in enumerate(["Information processing", "Communication", "Content creation", "Safety", "Problem solving"]):
        dig.rows[0].cells[j].text = v
    for j, v in enumerate(["Independent user", "Independent user", "Basic user", "Independent user", "Basic user"]):
        dig.rows[1].cells[j].text = v
    t = d.add_table(rows=0, cols=2)
    row("", "ORBIS (Dedalus) hospital information system; Microsoft Word and Outlook; Philips IntelliVue monitoring")
    row("Job-related skills", ["Patient care in cardiology and intensive care; wound management; medication management; "
                               "ECG monitoring; basic life support; hygiene and infection control"])
    row("Driving licence", "B", gap=True)
    row("Additional information", big=True)
    row("Certificates", ["Berufserlaubnis / recognition as Registered Nurse (Gesundheits- und Krankenpflegerin), Regierungspräsidium Darmstadt, 2020",
                         "telc Deutsch B2 Pflege, 2019",
                         "Basic Life Support (BLS) Provider, European Resuscitation Council, 2025"])
    row("Memberships", "Ordinul Asistenților Medicali Generaliști, Moașelor și Asistenților Medicali din România (OAMGMAMR)")
    for tb in d.tables:
        if len(tb.columns) == 2:
            widths(tb, [5.2, 12.6])
    save(d, "22-nurse-europass-word-ro.docx")


# 23 Swedish software engineer: contact only in the header, right tab-stop dates -----------------------------------
def f23():
    d = new_doc("Calibri", 10.5, 2.2)
    header_text(d, ["Oskar Bergström", "Göteborg, Sweden  ·  +46 73 555 20 84  ·  oskar.bergstrom@example.se  ·  github.com/oskarb-example"], 9,
                align=WD_ALIGN_PARAGRAPH.CENTER)
    d.sections[0].header.paragraphs[0].runs[0].bold = True
    d.sections[0].header.paragraphs[0].runs[0].font.size = Pt(16)
    W = 16.6
    d.add_heading("Profile", level=2)
    para(d, "Software engineer in automotive and telecom, twelve years in C++, Java and Kotlin on embedded Linux and "
            "Android. I like working close to the hardware and close to the users, and I have led small teams through "
            "two production launches.")
    d.add_heading("Experience", level=2)
    tabbed(d, "Volvo Cars, Göteborg", "2020 – present", W)
    para(d, "Senior Software Engineer – Infotainment (Android Automotive OS)", italic=True)
    for b in ["Vehicle HAL and system services for climate and seat control in the EX30 and EX90 (Kotlin, Java, C++)",
              "Tech lead for 5 engineers; design reviews with Google and the Tier-1 supplier",
              "Cut cold-boot time of the HMI by 2.1 s through service start-up profiling"]:
        bullet(d, b)
    tabbed(d, "Ericsson AB, Göteborg", "2016 – 2020", W)
    para(d, "Software Engineer, 5G RAN baseband", italic=True)
    for b in ["C++ features for the 5G NR scheduler; simulation and test in the continuous integration flow",
              "Troubleshooting customer trouble reports from operators in Japan and the US"]:
        bullet(d, b)
    tabbed(d, "Semcon Sweden AB, Göteborg", "2014 – 2016", W)
    para(d, "Embedded Software Consultant", italic=True)
    for b in ["Consultant at Volvo Group Trucks Technology: AUTOSAR basic software configuration and CAN diagnostics (UDS)"]:
        bullet(d, b)
    d.add_heading("Education", level=2)
    tabbed(d, "MSc Computer Science – Algorithms, Languages and Logic", "2012 – 2014", W)
    para(d, "Chalmers University of Technology, Göteborg. Exchange semester at Technical University of Munich (spring 2013).")
    tabbed(d, "BSc Computer Engineering", "2009 – 2012", W)
    para(d, "Chalmers University of Technology, Göteborg")
    d.add_heading("Skills", level=2)
    para(d, "Kotlin, Java, C++, Python · Android Automotive OS, AOSP, embedded Linux, Yocto · AUTOSAR, CAN, UDS · "
            "Gerrit, Jenkins, Git · Scrum, SAFe")
    d.add_heading("Languages", level=2)
    para(d, "Swedish (native), English (fluent), German (B1)")
    save(d, "23-software-engineer-header-contact-se.docx")


# 24 Portuguese IT systems administrator: bullets, title first, tab dates ----------------------------------------
def f24():
    d = new_doc("Calibri", 10.5, 2.0)
    para(d, "Tiago Miguel Costa Almeida", bold=True, size=18, space_after=0)
    para(d, "Systems Administrator · Microsoft 365 & Azure", size=11, color="2E75B6", space_after=2)
    para(d, "Avenida Almirante Reis 120, 2.º Dto., 1150-022 Lisboa, Portugal  |  +351 931 555 742  |  tiago.almeida@example.pt", size=9.5, space_after=8)
    rule_heading(d, "Professional experience", color="2E75B6")
    W = 17.0
    tabbed(d, "Systems Administrator", "Sept 2020 – today", W)
    para(d, "Farfetch Portugal – Lisboa", italic=True)
    for b in ["Administration of Microsoft 365, Entra ID (Azure AD) and Intune for 3,500 users in 4 countries",
              "Automation of onboarding and offboarding with PowerShell and Azure Automation (from 45 to 5 minutes per user)",
              "VMware vSphere clusters and Windows Server 2019/2022 estate; patching and backup with Veeam",
              "Change and incident management according to ITIL in Jira Service Management"]:
        bullet(d, b)
    tabbed(d, "IT Support Technician (Level 2)", "Mar 2018 – Aug 2020", W)
    para(d, "Teleperformance Portugal – Lisboa", italic=True)
    for b in ["Second-level support for 1,200 agents: Windows 10, Active Directory, Cisco IP telephony, network printers",
              "Deployment of 400 thin clients; documentation of standard procedures in Confluence"]:
        bullet(d, b)
    tabbed(d, "Professional Trainee – IT Helpdesk (IEFP traineeship)", "Oct 2017 – Feb 2018", W)
    para(d, "Câmara Municipal de Oeiras – Oeiras", italic=True)
    bullet(d, "First-level support for municipal staff; hardware inventory; user account administration")
    rule_heading(d, "Education", color="2E75B6")
    tabbed(d, "Licenciatura (Bachelor's degree) in Computer Engineering", "2014 – 2017", W)
    para(d, "ISEL – Instituto Superior de Engenharia de Lisboa", italic=True)
    rule_heading(d, "Certifications", color="2E75B6")
    for b in ["Microsoft Certified: Azure Administrator Associate (AZ-104), 2023",
              "Microsoft 365 Certified: Modern Desktop Administrator Associate (MD-102), 2022",
              "Cisco Certified Network Associate (CCNA), 2019",
              "ITIL 4 Foundation, 2021"]:
        bullet(d, b)
    rule_heading(d, "Technical skills", color="2E75B6")
    for b in ["Microsoft: Windows Server, Active Directory, Microsoft 365, Exchange Online, Intune, Azure",
              "Virtualisation and backup: VMware vSphere, Hyper-V, Veeam",
              "Scripting: PowerShell, Bash",
              "Networking: Cisco switching, VLANs, VPN, Fortinet firewalls",
              "Linux: Ubuntu Server, Red Hat Enterprise Linux"]:
        bullet(d, b)
    rule_heading(d, "Languages", color="2E75B6")
    para(d, "Portuguese – native  ·  English – C1  ·  Spanish – B1")
    save(d, "24-systems-administrator-pt.docx")


# 25 Belgian process engineer: one layout table per entry, day-first slash dates -----------------------------------
def f25():
    d = new_doc("Cambria", 10.5, 2.0)
    para(d, "PIETER CLAES", bold=True, size=20, color="1F3864", space_after=0)
    para(d, "Process Engineer – Petrochemicals", size=11.5, italic=True, space_after=4)
    p = para(d, "", space_after=10)
    runs(p, ("Kasteelpleinstraat 54 bus 3, 2000 Antwerpen, Belgium", False, False), ("\n", False, False),
         ("Tel. +32 3 555 12 48  –  GSM 0475 55 12 48  –  pieter.claes@example.be", False, False))

    def entry(left_bold, left_rest, right, bullets=()):
        t = d.add_table(rows=1, cols=2)
        c = t.rows[0].cells
        cell_para(c[0], left_bold, bold=True, first=True)
        for line in left_rest:
            cell_para(c[0], line, italic=True)
        cell_para(c[1], right, align=WD_ALIGN_PARAGRAPH.RIGHT, first=True)
        widths(t, [13.0, 4.0])
        for b in bullets:
            bullet(d, b)

    rule_heading(d, "Work experience", color="1F3864")
    entry("Process Engineer – Steam Cracker", ["BASF Antwerpen NV, Antwerp"], "1/9/2020 – present",
          ["Process engineer for the furnaces and the cold section of steam cracker 2",
           "Debottleneck study (+6 % ethylene capacity) with Aspen Plus; FEED support for the revamp",
           "HAZOP participation and follow-up of actions; management of change (MOC) owner",
           "Daily monitoring of unit performance in OSIsoft PI; root cause analysis of trips"])
    entry("Production Engineer", ["INEOS Oxide, Zwijndrecht"], "1/9/2017 – 31/8/2020",
          ["Day-to-day support to operations of the ethylene oxide plant; shutdown planning (2018 turnaround)",
           "Energy project on steam recovery: saving of 12 kt CO2 per year"])
    entry("Young Graduate Engineer", ["Borealis Polymers NV, Kallo (Beveren)"], "15/9/2015 – 31/8/2017",
          ["Two-year graduate programme: process engineering in the polypropylene plant and a 6-month assignment in Schwechat (Austria)"])
    entry("Student job – Operator assistant (summer)", ["Total Antwerp Refining, Antwerp"], "1/7/2014 – 31/8/2014")

    rule_heading(d, "Education", color="1F3864")
    entry("Master of Science in Chemical Engineering", ["KU Leuven, Faculty of Engineering Science",
                                                        "Thesis: kinetic modelling of ethane cracking (magna cum laude)",
                                                        "Erasmus semester at NTNU, Trondheim (Norway), autumn 2014"], "2013 – 2015")
    entry("Bachelor of Science in Engineering: Chemical Engineering and Materials Science", ["KU Leuven"], "2010 – 2013")

    rule_heading(d, "Certificates", color="1F3864")
    for b in ["Lean Six Sigma Green Belt (BASF, 2022)", "HAZOP Leader training (ABB, 2019)", "VCA-VOL (safety for operational managers)"]:
        bullet(d, b)

    rule_heading(d, "Skills", color="1F3864")
    t = d.add_table(rows=3, cols=2)
    for i, (k, v) in enumerate([("Software", "Aspen Plus, Aspen HYSYS, OSIsoft PI, SAP PM, MATLAB, Excel VBA"),
                                ("Process", "HAZOP, MOC, root cause analysis, P&ID review, heat and mass balances, process safety"),
                                ("Languages", "Dutch (mother tongue), English (fluent), French (good), German (basic)")]):
        cell_para(t.rows[i].cells[0], k, bold=True, first=True)
        cell_para(t.rows[i].cells[1], v, first=True)
    widths(t, [3.2, 13.8])
    save(d, "25-process-engineer-layout-tables-be.docx")


# 26 Austrian graduate: Word heading styles, bulleted lists, working student and internship ------------------------
def f26():
    d = new_doc("Calibri", 11, 2.3)
    d.add_heading("Anna Katharina Huber", level=0)
    para(d, "Junior Software Engineer · MSc Software Engineering (TU Wien)", size=12, color="404040", space_after=2)
    para(d, "Favoritenstraße 64/7, 1040 Wien · +43 660 555 1234 · anna.huber@example.at · github.com/annahuber-example", size=10, space_after=8)
    d.add_heading("Experience", level=1)
    tabbed(d, "Junior Software Engineer – Frequentis AG, Vienna", "since 11/2025", 16.4)
    for b in ["Java and Angular development for voice communication systems used in air traffic control",
              "Test automation with JUnit and Playwright; safety-related development according to ED-109A"]:
        bullet(d, b)
    tabbed(d, "Working Student (Werkstudentin), Software Development – Frequentis AG, Vienna", "03/2024 – 09/2025", 16.4)
    for b in ["20 hours/week: REST services in Spring Boot for the configuration management tool",
              "Master's thesis in cooperation with the team (see below)"]:
        bullet(d, b)
    tabbed(d, "Summer Internship, IT Security – Erste Group Bank AG, Vienna", "07/2023 – 09/2023", 16.4)
    for b in ["Vulnerability scanning reports and a dashboard of open findings in Python"]:
        bullet(d, b)
    d.add_heading("Education", level=1)
    tabbed(d, "MSc Software Engineering & Internet Computing – TU Wien", "10/2023 – 10/2025", 16.4)
    bullet(d, "Master's thesis: “Model-based test generation for safety-critical voice communication systems” (with Frequentis AG)")
    bullet(d, "Graduated with distinction (mit Auszeichnung)")
    tabbed(d, "BSc Software & Information Engineering – TU Wien", "10/2020 – 06/2023", 16.4)
    bullet(d, "Erasmus+ semester at KTH Royal Institute of Technology, Stockholm (02/2022 – 06/2022)")
    tabbed(d, "Matura (Austrian school-leaving exam) – BRG 4 Wiedner Gymnasium, Vienna", "06/2020", 16.4)
    d.add_heading("Skills", level=1)
    bullet(d, "Programming: Java, TypeScript, Python, SQL")
    bullet(d, "Frameworks and tools: Spring Boot, Angular, JUnit, Playwright, Docker, Git, GitLab CI, Linux")
    bullet(d, "Methods: Scrum, test-driven development, requirements engineering")
    bullet(d, "Soft skills: teamwork, structured problem solving, presenting to customers")
    d.add_heading("Languages", level=1)
    para(d, "German – native · English – C1 (Cambridge C1 Advanced) · Swedish – A2")
    d.add_heading("Volunteering", level=1)
    para(d, "Mentor in the TU Wien buddy network for international students (4 semesters).")
    save(d, "26-junior-software-engineer-werkstudent-at.docx")


# 27 Danish nurse: half a page -----------------------------------------------------------------------------------
def f27():
    d = new_doc("Calibri", 10.5, 2.2)
    para(d, "Freja Nielsen", bold=True, size=18, space_after=0)
    para(d, "Registered Nurse (sygeplejerske)  ·  Aarhus, Denmark  ·  +45 22 55 51 90  ·  freja.nielsen@example.dk", size=10, space_after=8)
    rule_heading(d, "Experience", color="7B2C3B", size=11)
    tabbed(d, "Aarhus University Hospital, Department of Emergency Medicine – Registered Nurse", "Aug 2019 – now", 16.6, space_before=2)
    bullet(d, "Triage (DEPES), acute care of medical and trauma patients, IV therapy, coordinating nurse on evening shifts")
    tabbed(d, "Regional Hospital Randers, Medical Ward M2 – Registered Nurse", "Feb 2017 – Jul 2019", 16.6, space_before=2)
    bullet(d, "Care of patients with COPD, diabetes and heart failure; discharge planning with the municipality")
    tabbed(d, "Aarhus Municipality, Home Care – Student Worker (nursing student, part-time)", "2015 – 2016", 16.6, space_before=2)
    rule_heading(d, "Education", color="7B2C3B", size=11)
    tabbed(d, "Professional Bachelor of Nursing – VIA University College, Aarhus", "2013 – Jan 2017", 16.6, bold=False, space_before=2)
    rule_heading(d, "Skills", color="7B2C3B", size=11)
    t = d.add_table(rows=2, cols=2)
    cells = [("Clinical", "Triage, acute care, IV therapy, medication administration, wound care"),
             ("Other", "MidtEPJ (electronic patient record), teamwork, calm under pressure, Danish (native), English (fluent)")]
    for i, (k, v) in enumerate(cells):
        cell_para(t.rows[i].cells[0], k, bold=True, first=True)
        cell_para(t.rows[i].cells[1], v, first=True)
    widths(t, [2.6, 14.0])
    para(d, "Authorised by the Danish Patient Safety Authority (Styrelsen for Patientsikkerhed), 2017.", size=9.5, space_before=6)
    save(d, "27-nurse-half-page-dk.docx")


# 28 French aerospace engineer: bordered tables for everything -------------------------------------------------
def f28():
    d = new_doc("Calibri", 10, 1.8)
    t = d.add_table(rows=1, cols=2)
    t.style = "Table Grid"
    c = t.rows[0].cells
    cell_para(c[0], "Antoine GIRARD", bold=True, size=18, first=True)
    cell_para(c[0], "Stress Engineer – Aircraft Structures", size=11)
    cell_para(c[0], "Engineer ISAE-SUPAERO, 9 years in aerostructures (Airbus, Liebherr-Aerospace)", italic=True, size=9.5)
    cell_para(c[1], "18 allée Jean Jaurès", first=True)
    cell_para(c[1], "31000 Toulouse, France")
    cell_para(c[1], "+33 6 55 48 21 07")
    cell_para(c[1], "antoine.girard@example.fr")
    cell_para(c[1], "34 years old – driving licence B")
    widths(t, [11.0, 6.4])
    shade(c[0], "DEEAF6")

    def table(title, head, rows, ws):
        para(d, title.upper(), bold=True, size=11, color="1F4E79", space_before=10, space_after=3)
        tb = d.add_table(rows=1, cols=len(head))
        tb.style = "Table Grid"
        for j, h in enumerate(head):
            cell_para(tb.rows[0].cells[j], h, bold=True, first=True)
            shade(tb.rows[0].cells[j], "D9D9D9")
        for r in rows:
            cells = tb.add_row().cells
            for j, v in enumerate(r):
                lines = v if isinstance(v, list) else [v]
                for k, line in enumerate(lines):
                    if line.startswith("• "):
                        cell_para(cells[j], line, size=9.5, first=(k == 0))
                    else:
                        cell_para(cells[j], line, bold=(k == 0 and j == 1), first=(k == 0))
        widths(tb, ws)

    table("Professional experience", ["Period", "Company / Position", "Location"], [
        ["Since 03/2020", ["Airbus Operations SAS", "Stress Engineer – A350 fuselage (section 15/21)",
                           "• Static and fatigue justification of metallic and composite fuselage frames and stringers",
                           "• FEM analysis with Nastran/Patran and HyperMesh; ISAMI for stress methods",
                           "• Concessions for production deviations (non-conformities) with the Final Assembly Line",
                           "• Certification documents for EASA"], "Toulouse (Blagnac)"],
        ["01/2018 – 02/2020", ["Liebherr-Aerospace Lindenberg GmbH", "V.I.E. (International Volunteer in Business) – Stress Engineer",
                               "• Stress analysis of landing gear and flight control actuators (A320neo, A350)",
                               "• Fatigue and damage tolerance calculations; test report reviews"], "Lindenberg im Allgäu, Germany"],
        ["04/2017 – 09/2017", ["Dassault Aviation", "End-of-studies internship (6 months) – Structures department",
                               "• Composite panel buckling tool in Python for the Falcon 6X wing"], "Saint-Cloud"],
    ], [3.2, 10.6, 3.6])

    table("Education", ["Year", "Degree / School", "Details"], [
        ["2014 – 2017", ["Diplôme d'Ingénieur (Master's degree in Aerospace Engineering)", "ISAE-SUPAERO, Toulouse"],
         "Major: aerostructures; Erasmus semester at TU München (2016)"],
        ["2012 – 2014", ["Classes préparatoires aux grandes écoles (CPGE MP)", "Lycée Pierre de Fermat, Toulouse"],
         "Intensive two-year preparation in mathematics and physics"],
        ["2012", ["Baccalauréat S (scientific)", "Lycée Saint-Sernin, Toulouse"], "Mention Très Bien"],
    ], [3.2, 10.0, 4.2])

    table("Skills", ["Domain", "Tools and methods"], [
        ["Stress analysis", "FEM (Nastran/Patran, HyperMesh, Abaqus), ISAMI, hand calculations, fatigue and damage tolerance"],
        ["Structures", "Composite structures, metallic structures, buckling, bolted and riveted joints"],
        ["CAD / programming", "CATIA V5, Python, MATLAB"],
        ["Languages", "French (native), English (C1 – TOEIC 965), German (B2)"],
    ], [4.0, 13.4])

    para(d, "INTERESTS", bold=True, size=11, color="1F4E79", space_before=10, space_after=3)
    para(d, "Rugby (club level), cycling in the Pyrenees, volunteer at the Aeroscopia museum (restoration of a Caravelle)")
    save(d, "28-stress-engineer-bordered-tables-fr.docx")


if __name__ == "__main__":
    for f in (f21, f22, f23, f24, f25, f26, f27, f28):
        f()
