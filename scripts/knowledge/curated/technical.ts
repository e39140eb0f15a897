// Curated technical skills: canonical names for the common tools and methods, with the ways résumés write them
// (vendor-less names, spacing and spelling variants). One skill per line: "Canonical name | alias | alias ...".
// The canonical name is itself an alias. Flags after an alias restrict where it matches:
//   ^  the text must be capitalised ("Excel", not "excel at")
//   =  the text must have exactly this case ("C", "REST", "SAP")
//   @  only as a whole list item ("Word, Excel, Access"), not in running prose
//   ~  not when a year follows ("Spring 2014" is a term, "Spring 4" a framework)
// Lines are grouped loosely; the order only matters for ties (earlier wins). The block from Django on names tools the
// reference lists miss, fold into another skill ("django" is a Jinja alias in linguist) or name by a slug ("apacheairflow").

export const TECHNICAL = `
MS Office | microsoft office | micro soft office | ms-office | msoffice | microsoft office suite | ms office suite | office suite | microsoft office software | ms office tools | microsoft office tools | office 365 | microsoft 365 | o365 | microsoft suite | ms suite | office applications^@ | office^@ | ms office package
Excel | excel^ | microsoft excel | ms excel | ms-excel | msexcel | advanced excel | excel spreadsheets | excel sheets | ms excell | excell^ | exel | micro soft excel
Microsoft Word | word^@ | micro soft word | ms word | ms-word | msword | word processing^ | microsoft word processing
PowerPoint | microsoft powerpoint | power point | ms powerpoint | ms power point | ms-powerpoint | ms ppt | powerpoint presentations
Microsoft Outlook | outlook^ | ms outlook | ms-outlook | outlook express
MS Access | microsoft access | access^@ | ms access | ms-access | msaccess
Microsoft Visio | visio | ms visio
MS Project | microsoft project | ms-project | msproject | project^@
Microsoft Publisher | publisher^@ | ms publisher
SharePoint | microsoft sharepoint | share point | ms sharepoint | sharepoint server
Microsoft Teams | ms teams
Microsoft Dynamics | dynamics crm | ms dynamics | dynamics 365 | dynamics ax | dynamics nav
Microsoft Exchange Server | exchange server | ms exchange | exchange^@ | microsoft exchange
Microsoft Active Directory | active directory | ms active directory
Microsoft Azure | azure | ms azure | windows azure
Microsoft Power BI | power bi | powerbi | ms power bi
Microsoft FrontPage | frontpage | front page^
Microsoft Dynamics GP | dynamics gp | great plains
SQL Server | ms sql | mssql | ms sql server | microsoft sql server | ms-sql | sqlserver | sql server management studio | ssms | t-sql | tsql | transact-sql
SSIS | sql server integration services | ssis packages
SSRS | sql server reporting services
SSAS | sql server analysis services
Windows | windows^ | ms windows | microsoft windows | windows os | windows xp^ | windows 7^ | windows 8^ | windows 10^ | windows vista^ | windows 2000^ | windows 98^ | windows 95^ | windows nt^ | vista^@ | win xp | win 7
Windows Server | windows server | windows server 2003 | windows server 2008 | windows server 2012 | windows 2003 server | windows 2008 server
Internet Explorer | internet explorer | IE=@
MS-DOS | ms-dos | msdos | DOS=@
Java | java | core java | java se | java programming | java 8 | jdk | java/j2ee@
J2EE | j2ee | java ee | jee | javaee | java 2 enterprise edition | java enterprise edition | advanced java | adv java
J2SE | j2se
J2ME | j2me | java me
JavaScript | javascript | java script | JS=@ | ecmascript | es6 | vanilla javascript
TypeScript | typescript | type script
C | c=@
C++ | c++ | cpp | c plus plus | visual c++ | vc++
C# | c# | c sharp | csharp
Objective-C | objective-c | objective c | objc | obj-c
.NET | .net | dot net | dotnet | .net framework | net framework | microsoft .net | ms .net
ASP.NET | asp.net | asp .net | asp dot net | aspnet | asp.net mvc
ASP | asp=@ | classic asp | active server pages
VB.NET | vb.net | vb .net | vbnet | visual basic .net
Visual Basic | visual basic | VB=@ | vb6 | vb 6 | visual basic 6
VBA | vba | visual basic for applications | excel macros | macros^@
Python | python | python 3 | python3 | python 2 | python2
R | r=@ | r programming | r language | rstudio | r studio
Go | go=@ | golang
Ruby | ruby^ | ruby on rails | RoR=@ | rails^
PHP | php | php5 | php 5 | php7
Perl | perl | perl scripting
Shell scripting | shell scripting | shell script | shell scripts | unix shell scripting | unix shell | bash scripting | shell programming | scripting in shell
Bash | bash | bash shell
PowerShell | powershell | power shell
Scripting | scripting@
SQL | sql | structured query language | sql queries | sql query
PL/SQL | pl/sql | plsql | pl sql | oracle pl/sql
MySQL | mysql | my sql
PostgreSQL | postgresql | postgres | postgre sql | postgre | psql
Oracle | oracle^ | oracle database | oracle db | oracle 8i | oracle 9i | oracle 10g | oracle 11g | oracle 12c | oracle rdbms
MongoDB | mongodb | mongo db | mongo^
NoSQL | nosql | no sql
RDBMS | rdbms
DBMS | dbms
Database management | database management | database administration | database design | database development
Databases | databases@ | database@
DB2 | db2 | ibm db2
Teradata | teradata
Sybase | sybase
SQLite | sqlite
Cassandra | cassandra | apache cassandra
Redis | redis
Elasticsearch | elasticsearch | elastic search
Hadoop | hadoop | apache hadoop | hdfs | mapreduce | map reduce
Hive | hive^ | apache hive | hiveql
Pig | pig=@ | apache pig | pig latin
Spark | spark^ | apache spark | pyspark | spark sql
Kafka | kafka | apache kafka
HBase | hbase
HTML | html | html4
XHTML | xhtml
DHTML | dhtml
HTML5 | html5 | html 5
CSS | css | cascading style sheets | css2
CSS3 | css3 | css 3
XML | xml | xml schema | xsd
XSLT | xslt | xsl
JSON | json
AJAX | ajax
jQuery | jquery | j query
Bootstrap | bootstrap^ | twitter bootstrap
AngularJS | angularjs | angular js | angular.js | angular 1
Angular | angular^ | angular 2 | angular 4 | angular 5 | angular 6 | angular2
React | react^ | reactjs | react js | react.js
React Native | react native
Node.js | node.js | nodejs | node js | node^@
Express.js | express.js | expressjs | express js
Vue.js | vue.js | vuejs | vue js | vue^
Backbone.js | backbone.js | backbonejs | backbone js
Ember.js | ember.js | emberjs | ember js
D3.js | d3.js | d3js | d3
Spring | spring^~ | spring framework | spring mvc | spring core | spring 3 | spring 4
Spring Boot | spring boot | springboot
Hibernate | hibernate | hibernate orm
Struts | struts | apache struts | struts 2 | struts2
JSP | jsp | jsps | java server pages | javaserver pages
Servlets | servlets | servlet | java servlets | java servlet
JSF | jsf | java server faces | javaserver faces
EJB | ejb | enterprise java beans | enterprise javabeans | ejb 3
JDBC | jdbc
JMS | jms
JNDI | jndi
RMI | rmi
Swing | swing^@ | java swing | jfc swing | jfc/swing
AWT | awt
Applets | applets | java applets | applet
JUnit | junit | junit tests | junit 4 | junit 5 | junit4 | junit5
Log4j | log4j
Maven | maven | apache maven
Ant | ant=@ | apache ant | ANT=
Gradle | gradle
Jenkins | jenkins
Hudson | hudson^@
Git | git | github^ | gitlab | git hub
GitHub | github
SVN | svn | subversion | apache subversion | tortoise svn | tortoisesvn
CVS | cvs=@
Perforce | perforce
ClearCase | clearcase | clear case | rational clearcase | ibm clearcase
Visual SourceSafe | visual sourcesafe | VSS=@ | sourcesafe | visual source safe
Team Foundation Server | team foundation server | tfs
Eclipse | eclipse^ | eclipse ide
NetBeans | netbeans | net beans
IntelliJ IDEA | intellij | intellij idea | intelli j
Visual Studio | visual studio | ms visual studio | microsoft visual studio | vs code | visual studio code | vscode
Android Studio | android studio
Xcode | xcode
Tomcat | tomcat | apache tomcat
WebLogic | weblogic | web logic | oracle weblogic | bea weblogic
WebSphere | websphere | web sphere | ibm websphere | ibm web sphere
JBoss | jboss | j boss | wildfly
IIS | iis | internet information services
Apache HTTP Server | apache web server | apache http server | apache httpd | httpd
Apache | apache^@
Nginx | nginx
Linux | linux | gnu/linux | linux os
Unix | unix | unix/linux@
Solaris | solaris | sun solaris
AIX | aix
HP-UX | hp-ux | hpux
Red Hat Linux | red hat | redhat | rhel | red hat linux | red hat enterprise linux
Ubuntu | ubuntu
CentOS | centos
Debian | debian
Fedora | fedora
macOS | macos | mac os | mac os x | osx | os x | mac^@ | macintosh
iOS | ios= | IOS=@
Android | android
Operating systems | operating systems | operating system
Networking | networking | computer networking | computer networks | network administration | network management
TCP/IP | tcp/ip | tcp ip | tcpip | tcp
UDP | udp
DNS | dns=
DHCP | dhcp
HTTP | http=@ | HTTPS=@
FTP | ftp=
LAN | lan=@ | lan/wan | WAN=@
VPN | vpn
Routing and switching | routing and switching | routing & switching
Routing | routing@
Switching | switching@
Firewalls | firewalls | firewall
Network security | network security
Information security | information security | cyber security | cybersecurity | it security
VMware | vmware | vsphere | esxi | vmware esxi | vmware vsphere
Virtualization | virtualization | virtualisation
Citrix | citrix
Hyper-V | hyper-v | hyperv
Cloud computing | cloud computing | cloud
AWS | aws | amazon web services | amazon aws | ec2 | amazon ec2 | S3=
Google Cloud Platform | google cloud platform | gcp | google cloud
Docker | docker
Kubernetes | kubernetes | k8s
Ansible | ansible
Puppet | puppet^
Chef | chef^@
Terraform | terraform
DevOps | devops | dev ops
CI/CD | ci/cd | continuous integration | continuous delivery | continuous deployment | ci cd
Microservices | microservices | micro services | microservice
Web services | web services | webservices | web service
REST | rest= | restful | rest api | rest apis | restful api | restful apis | restful services | restful web services | rest services
API | apis | api's | web apis | web api
SOAP | soap= | soap web services | soapui | soap ui
Django | django | django rest framework | drf=
Flask | flask^
Airflow | airflow^ | apache airflow
Cypress | cypress^ | cypress.io
Amazon Redshift | redshift | amazon redshift | aws redshift
Snowflake | snowflake^
dbt | dbt= | data build tool
WebSockets | websockets | websocket | web sockets | web socket
Jinja | jinja | jinja2
AWS Lambda | aws lambda | amazon lambda | lambda^
Amazon Route 53 | route 53 | route53 | aws route 53
Amazon CloudFront | cloudfront | amazon cloudfront
Celery | celery^
Appium | appium
IBM Cognos | cognos | ibm cognos
OBIEE | obiee | oracle business intelligence enterprise edition | oracle bi
Looker | looker^
BigQuery | bigquery | google bigquery | big query
Databricks | databricks
Asana | asana^@
Zendesk | zendesk
HubSpot | hubspot
Epic Systems | epic ehr | epic emr | Epic=@
Cerner | cerner | cerner millennium
HIPAA | hipaa | hipaa compliance
ACLS | acls | advanced cardiac life support
BLS | bls= | basic life support | bls certification
PALS | pals= | pediatric advanced life support | paediatric advanced life support
Phlebotomy | phlebotomy
Chrome OS | chrome os | chromeos
Unity | unity3d | unity 3d | unity engine | Unity=@
Bluetooth | bluetooth | bluetooth low energy | ble=
Ethernet | ethernet
Delphi | delphi^
Dart | dart^
Product management | product management
SOA | soa | service oriented architecture | service-oriented architecture
WSDL | wsdl
MVC | mvc | model view controller
UML | uml
Design patterns | design patterns | design pattern
OOP | oop | oops^@ | object oriented programming | object-oriented programming | object oriented | object-oriented | ooad | object oriented design | object oriented analysis and design | object oriented concepts
Data structures | data structures | data structure | data structures and algorithms
Algorithms | algorithms | algorithm design
SDLC | sdlc | software development life cycle | software development lifecycle | systems development life cycle
STLC | stlc | software testing life cycle
Agile | agile^ | agile methodology | agile methodologies | agile development | agile software development | agile scrum | agile/scrum
Scrum | scrum
Kanban | kanban
Waterfall | waterfall | waterfall model | waterfall methodology
Software development | software development
Web development | web development | web designing | web design | website development | website design | web application development
Application development | application development | app development
Mobile development | mobile development | mobile application development | mobile app development
Software testing | software testing | testing^@ | qa testing
Manual testing | manual testing
Automation testing | automation testing | test automation | automated testing
Unit testing | unit testing | unit tests | unit test
Integration testing | integration testing
Regression testing | regression testing | regression
Functional testing | functional testing
Performance testing | performance testing | load testing
Black box testing | black box testing | black-box testing
White box testing | white box testing | white-box testing
System testing | system testing
User acceptance testing | user acceptance testing | uat
Test cases | test cases | test case | test case design | writing test cases
Test plans | test plans | test plan | test planning
Test management | test management
Defect tracking | defect tracking | bug tracking | defect management | bug reporting
Quality assurance | quality assurance | QA=@ | software quality assurance | qa/qc | qa / qc
Quality control | quality control | quality control tests
Selenium | selenium | selenium webdriver | webdriver | selenium ide | selenium rc
QTP | qtp | quick test professional | quicktest professional | hp qtp | uft
LoadRunner | loadrunner | load runner | hp loadrunner
HP Quality Center | hp quality center | quality center | hp qc | hpqc | QC=@ | hp alm | ALM=@
TestDirector | testdirector | test director
Jira | jira | atlassian jira
Bugzilla | bugzilla
Confluence | confluence^
Rally | rally^@
Troubleshooting | troubleshooting | trouble shooting | troubleshoot
Debugging | debugging | debug
Technical support | technical support | tech support | it support
Help desk | help desk | helpdesk | service desk
Hardware | hardware@ | computer hardware
Software installation | software installation
System administration | system administration | systems administration | sysadmin
Active Directory | active directory
Exchange | exchange server 2007 | exchange server 2010 | exchange server 2013
ITIL | itil
Incident management | incident management
Problem management | problem management
Configuration management | configuration management
Release management | release management
Requirements analysis | requirements analysis | requirement analysis | requirements gathering | requirement gathering | business requirements | gathering requirements
Business analysis | business analysis
Use cases | use cases | use case
Technical documentation | technical documentation | documentation^@
Technical writing | technical writing
Machine learning | machine learning | ML=@
Deep learning | deep learning
Artificial intelligence | artificial intelligence | AI=@
Natural language processing | natural language processing | nlp
Computer vision | computer vision
Data science | data science
Data analysis | data analysis | data analytics | analyzing data | analysing data
Data mining | data mining
Data visualization | data visualization | data visualisation
Data warehousing | data warehousing | data warehouse | dataware housing | datawarehousing
Data modeling | data modeling | data modelling
ETL | etl
Business intelligence | business intelligence | BI=@
Big data | big data
Statistics | statistics | statistical analysis
Predictive modeling | predictive modeling | predictive modelling | predictive analytics
Informatica | informatica | informatica powercenter
Tableau | tableau
Splunk | splunk enterprise
SAS | sas=
SPSS | spss | ibm spss
MATLAB | matlab | mat lab
Simulink | simulink
LabVIEW | labview
Financial modeling | financial modeling | financial modelling
SAP | sap= | sap erp | sap r/3
SAP ABAP | abap | sap abap
SAP FICO | sap fico | FICO=@ | sap fi | sap co
SAP SD | sap sd
SAP MM | sap mm
SAP APO | sap apo | sap scm apo
SAP HANA | sap hana | hana
SAP S/4HANA | sap s/4hana | s/4hana | sap s4hana | s4hana | s/4 hana
Salesforce | salesforce | salesforce.com | sfdc | salesforce crm | salesforce service cloud | service cloud | salesforce sales cloud | sales cloud
CRM | crm | customer relationship management
ERP | erp | enterprise resource planning
Tally | tally^ | tally erp | tally erp 9
QuickBooks | quickbooks | quick books | intuit quickbooks
Peachtree | peachtree
Sage 50 | sage 50 | simply accounting | sage simply accounting
AutoCAD | autocad | auto cad | autodesk autocad
SolidWorks | solidworks | solid works
CATIA | catia
Revit | revit | autodesk revit
3ds Max | 3ds max | 3d max | 3dsmax | 3d studio max
Maya | maya^@ | autodesk maya
Adobe Photoshop | photoshop | adobe photoshop | photo shop
Adobe Illustrator | illustrator^ | adobe illustrator
Adobe InDesign | indesign | adobe indesign | in design^
Adobe Dreamweaver | dreamweaver | adobe dreamweaver | macromedia dreamweaver | dream weaver
Adobe Flash | flash^ | adobe flash | macromedia flash | flash mx
Adobe Fireworks | fireworks^ | adobe fireworks | macromedia fireworks
Adobe Acrobat | acrobat | adobe acrobat | acrobat reader | adobe reader
Adobe After Effects | after effects | adobe after effects
Adobe Premiere | premiere pro | adobe premiere | adobe premiere pro | premiere^@
Adobe Creative Suite | creative suite | adobe creative suite | adobe suite | adobe creative cloud | adobe cs | creative cloud
Adobe PageMaker | pagemaker | page maker | adobe pagemaker
CorelDRAW | coreldraw | corel draw | corel
QuarkXPress | quarkxpress | quark xpress | quark^
Final Cut Pro | final cut pro | final cut
ActionScript | actionscript | action script | actionscript 3
Graphic design | graphic design | graphic designing | graphics design
UI design | ui design | user interface design | ui/ux | ux design | user experience design | UX=@ | UI=@
Video editing | video editing
Photography | photography | digital photography
WordPress | wordpress | word press
Joomla | joomla
Drupal | drupal
Magento | magento
CMS | cms | content management system | content management systems
SEO | seo | search engine optimization | search engine optimisation
SEM | SEM=@ | search engine marketing
Google Analytics | google analytics
Google AdWords | google adwords | adwords | google ads
Social media | social media | social networking | social media platforms
Social media marketing | social media marketing | smm
Digital marketing | digital marketing | online marketing | internet marketing | web marketing
Email marketing | email marketing | e-mail marketing
Content marketing | content marketing
Marketing | marketing^@ | marketing strategy | marketing strategies | marketing campaigns | marketing management
Market research | market research | marketing research
Branding | branding | brand management | brand development
Advertising | advertising
Public relations | public relations | PR=@
Sales | sales^@ | sales management | direct sales | b2b sales
Business development | business development
Lead generation | lead generation | lead genearation
Cold calling | cold calling
Account management | account management | key account management
Customer relationship management | client relationship management
E-commerce | e-commerce | ecommerce | e commerce
Facebook | facebook
Twitter | twitter
LinkedIn | linkedin^
Instagram | instagram
YouTube | youtube | you tube
Project management | project management | project manager@ | managing projects | project planning | project coordination
Program management | program management | programme management | programme planning and management | program planning and management
Change management | change management
Risk management | risk management | risk assessment
Stakeholder management | stakeholder management
Vendor management | vendor management | supplier management
Contract management | contract management
Contract negotiation | contract negotiation | contract negotiations
Operations management | operations management
Process improvement | process improvement | business process improvement | continuous improvement
Six Sigma | six sigma | lean six sigma | 6 sigma
Lean | lean manufacturing | lean principles
5S methodology | 5S= | 5S methodology | 5s audits
8D problem solving | 8D= | 8d problem solving | 8d reports | 8d report | 8 disciplines
Kaizen | kaizen | kaizen events | kaizen event
Poka-yoke | poka-yoke | poka yoke | mistake proofing | error proofing
Value stream mapping | value stream mapping | VSM=@
DMAIC | dmaic
PPAP | ppap | production part approval process
APQP | apqp | advanced product quality planning
CAPA | capa | corrective and preventive action | corrective and preventive actions | corrective/preventive action
GMP | GMP= | cgmp | cGMP= | good manufacturing practice | good manufacturing practices | current good manufacturing practice | current good manufacturing practices | eu gmp | eu-gmp | eudralex volume 4 | eudralex vol. 4
21 CFR Part 11 | 21 cfr part 11 | 21 cfr 11
21 CFR Part 820 | 21 cfr 820 | 21 cfr part 820 | qsr^ | quality system regulation
ISO 13485 | iso 13485
ISO 9001 | iso 9001
Strategic planning | strategic planning | strategy planning | business strategy
Business planning | business planning | business plans
Budgeting | budgeting | budget management | budget planning | budgets^@ | budget^@ | budget tracking | budget monitoring | budget ownership
Forecasting | forecasting
Financial analysis | financial analysis
Financial reporting | financial reporting | financial statements
Accounting | accounting | accountancy
Bookkeeping | bookkeeping | book keeping | cloud bookkeeping | cloud-based bookkeeping | cloud accounting
Accounts payable | accounts payable
Accounts receivable | accounts receivable
Payroll | payroll
Auditing | auditing | audit^@ | internal audit
Taxation | taxation | tax preparation
General ledger | general ledger
Invoicing | invoicing | billing^@
Banking | banking
Procurement | procurement | purchasing
Supply chain management | supply chain management | supply chain | SCM=@
Inventory management | inventory management | inventory control | stock control | stock ordering | inventory and supply management | inventory & supply management
Logistics | logistics
Recruitment | recruitment | recruiting | talent acquisition | hiring^@
Human resources | human resources | HR=@ | hrm | human resource management
Employee relations | employee relations
Onboarding | onboarding | on-boarding
Training and development | training and development | staff training | employee training | corporate training
Performance management | performance management
Compensation and benefits | compensation and benefits | benefits administration
Event planning | event planning | event management | events management
Administrative support | administrative support | office administration | office management
Data entry | data entry
Typing | typing | typewriting
Scheduling | scheduling | calendar management
Customer support | customer support | client support
Call center | call center | call centre
Teaching | teaching | classroom teaching
Lesson planning | lesson planning | lesson plans | lesson plan
Curriculum development | curriculum development | curriculum design
Classroom management | classroom management
Tutoring | tutoring
Nursing | nursing
Research | research^@ | research and development | r&d
Legal research | legal research | legal research and writing
Litigation | litigation | commercial litigation | complex commercial litigation
Arbitration | arbitration
Translation | translation | translating@
Editing | editing | proofreading
Copywriting | copywriting | copy writing
Content writing | content writing | blogging | blog writing
Journalism | journalism
Embedded systems | embedded systems | embedded c | embedded programming
Microcontrollers | microcontrollers | microcontroller | 8051
Arduino | arduino | arduino uno | arduino nano | arduino mega | arduino ide
Raspberry Pi | raspberry pi
PLC | plc | plc programming | programmable logic controller
SCADA | scada
VHDL | vhdl
Verilog | verilog
Assembly language | assembly language | assembly^@ | ASM=@ | x86 assembly
Electronics | electronics
Electrical engineering | electrical engineering
Mechanical engineering | mechanical engineering
Civil engineering | civil engineering
Drafting | drafting
Programming | programming^@ | computer programming | coding^@ | programming languages^@ | programming skills
Unix administration | unix administration | linux administration
Mathematics | mathematics^@ | maths^@ | applied mathematics
Physics | physics^@
Chemistry | chemistry^@
Biology | biology^@
Psychology | psychology^@
Counseling | counseling | counselling
Telecommunications | telecommunications | telecom^@
Systems analysis | systems analysis | system analysis
Equipment maintenance | equipment maintenance | preventive maintenance
Business management | business management | business administration^@
Construction | construction management | construction^@
Workday | Workday= | workday hcm | workday hris | workday payroll | workday recruiting
ADP | ADP= | adp workforce now | adp payroll | adp vantage
Concur | Concur= | concur expense | concur travel
Kronos | kronos | ukg kronos | kronos workforce
Paychex | paychex
BambooHR | bamboohr | bamboo hr
Greenhouse | Greenhouse= | greenhouse ats
iCIMS | icims
Taleo | taleo | oracle taleo
SuccessFactors | successfactors | sap successfactors
NetSuite | netsuite | oracle netsuite
Expensify | expensify
Xero | xero
Marketo | marketo | adobe marketo
Yardi | yardi | yardi voyager
AppFolio | appfolio
Procore | procore
Bluebeam | bluebeam | bluebeam revu
MEDITECH | meditech
athenahealth | athenahealth | athenaone
eClinicalWorks | eclinicalworks
Allscripts | allscripts
Pyxis | pyxis | pyxis medstation
Omnicell | omnicell
Kareo | kareo
SimplePractice | simplepractice
TherapyNotes | therapynotes
Schoology | schoology
Canvas LMS | canvas lms | instructure canvas | Canvas=@
Blackboard Learn | blackboard learn | Blackboard=@
Flutter | Flutter^ | flutter sdk | flutter framework
pytest | pytest | py.test
FPGA | FPGA= | FPGAs= | fpga design | fpga development | fpga programming | field-programmable gate array | field-programmable gate arrays | field programmable gate array | field programmable gate arrays
PCB design | pcb design | pcb layout | pcb layouts | pcb designing | printed circuit board design | printed circuit board layout
PCB bring-up | pcb bring-up | board bring-up | hardware bring-up | pcb bringup | board bringup
Oscilloscopes | oscilloscopes | oscilloscope | digital oscilloscope | digital oscilloscopes
Spectrum analyzers | spectrum analyzers | spectrum analyzer | spectrum analysers | spectrum analyser
FEA | FEA= | finite element analysis | finite-element analysis | finite element method | finite element modelling | finite element modeling | finite element simulation
Pivot tables | pivot tables | pivot table | pivottables | pivottable | pivot charts
XLOOKUP | xlookup
Power Query | power query^ | microsoft power query | excel power query | power query editor
DCF | DCF=@ | dcf models | dcf model | dcf modelling | dcf modeling | dcf analysis | dcf valuation | dcf valuations | discounted cash flow | discounted cash flows | discounted cash flow analysis | discounted cash flow models | discounted cash flow modelling | discounted cash flow modeling | discounted cash flow valuation
FP&A | fp&a | financial planning and analysis | financial planning & analysis
P&L management | p&l management | p&l responsibility | p&l ownership | p&l accountability | p&l leadership | p&l oversight | profit and loss management | profit and loss responsibility | profit & loss management
US GAAP | us gaap | u.s. gaap | us-gaap
GAAP | gaap | generally accepted accounting principles
IFRS | ifrs | international financial reporting standards
GDPR | gdpr | general data protection regulation | uk gdpr | eu gdpr | gdpr compliance
SAFe | SAFe= | scaled agile framework | scaled agile
MEDDICC | meddicc | meddic | meddpicc
Guidewire | guidewire | guidewire policycenter | guidewire claimcenter | guidewire billingcenter | policycenter | claimcenter | billingcenter
Procurement strategy | procurement strategy | procurement strategies | sourcing strategy
A/B testing | a/b testing | a/b tests | a/b test | ab testing | a/b experiments | split testing
Meta Ads Manager | meta ads manager | facebook ads manager | meta ads
TikTok Ads Manager | tiktok ads manager | tiktok ads
GOV.UK Design System | gov.uk design system | govuk design system
Content design | content design
UX writing | ux writing | ux copywriting | microcopy
Plain English | plain english@ | plain language@ | plain english writing | plain language writing
USAJOBS | usajobs
Movie Magic Budgeting | movie magic budgeting
Movie Magic Scheduling | movie magic scheduling
Steadicam | steadicam | steadicam operation | steadicam operating
Preston FIZ | preston fiz | preston follow focus | preston hand unit
Chicago Manual of Style | chicago manual of style | chicago manual | chicago style@
AP style | ap style | ap stylebook | associated press style | associated press stylebook
Canadian Press Stylebook | canadian press stylebook | the canadian press stylebook | canadian press style | cp stylebook | cp style@
Scriptwriting | scriptwriting | script writing | script-writing
Screenwriting | screenwriting | screen writing | screenplay writing
Film scoring | film scoring | scoring for film | film score composition | film and tv scoring | film and television scoring | writing to picture | composing for film
Color grading | color grading | colour grading | colour grade | color grade
Retouching | retouching | photo retouching | image retouching | skin retouching | beauty retouching | high-end retouching
Food styling | food styling
Capture One | Capture One= | capture one pro
Profoto | profoto
IPTC metadata | iptc | iptc metadata | iptc captions
RCM | RCM=@ | reliability-centred maintenance | reliability centred maintenance | reliability-centered maintenance | reliability centered maintenance | rcm analysis | rcm analyses | rcm reviews | rcm review | rcm studies | rcm programme | rcm program
FMECA | fmeca | failure mode effects and criticality analysis | failure modes effects and criticality analysis | failure mode, effects and criticality analysis | fmeca reviews | fmeca studies
FMEA | fmea | fmeas | pfmea | pfmeas | dfmea | dfmeas | failure mode and effects analysis | failure modes and effects analysis | process fmea | design fmea
Condition monitoring | condition monitoring | condition-based monitoring | condition based monitoring | condition-based maintenance | condition based maintenance
Thermography | thermography | infrared thermography | thermographic surveys | thermographic inspection | thermal imaging surveys
Oil analysis | oil analysis | lubricant analysis | oil condition monitoring
Total productive maintenance | total productive maintenance | TPM=@
Planned maintenance | planned maintenance | planned preventive maintenance | planned preventative maintenance
SAP PM | sap pm | sap plant maintenance | sap eam
DIALux | dialux | dialux evo
Load calculation | load calculation | load calculations | electrical load calculations | heating and cooling load calculations | cooling load calculations | heat load calculations | hvac load calculations
Cable sizing | cable sizing | cable sizing calculations | cable selection and sizing
Earthing design | earthing design | earthing systems | earthing and lightning protection | earthing calculations
Grounding design | grounding design | grounding studies | grounding grid design | ground grid design | substation grounding
Lighting design | lighting design | lighting calculations | lighting layouts | lighting layout design
Protection and control | protection and control | protection & control | protection and control design | protection & control design | p&c design
Protective relaying | protective relaying | protective relays | protection relays | relay settings | relay setting | relay setting calculations | relay settings calculations
Protection coordination | protection coordination | protection coordination studies | relay coordination | relay coordination studies | protective device coordination | coordination studies
Arc flash studies | arc flash studies | arc-flash studies | arc flash study | arc-flash study | arc flash analysis | arc-flash analysis | arc flash hazard analysis | arc flash | arc-flash
Load flow studies | load flow studies | load-flow studies | load flow study | load-flow study | load flow analysis | load-flow analysis | power flow analysis | power flow studies | load flow | load-flow
Short-circuit analysis | short-circuit analysis | short circuit analysis | short-circuit studies | short circuit studies | short-circuit study | short circuit study | short-circuit calculations | short circuit calculations | fault level calculations | short-circuit | short circuit@
Substation design | substation design | substation engineering | substation design packages | substations@
ETAP | ETAP= | etap power system analysis
SKM PowerTools | skm powertools | skm power tools | skm ptw | SKM=@
CYME | cyme | cymdist
SEL relays | sel relays | sel relay | sel protective relays | sel-487e | sel 487e | sel-487b | sel-751 | sel 751 | sel-751a | sel-351 | sel-351s | sel-421 | sel-411l | sel-311c | sel-387 | sel-700g | sel-651r | sel-2411 | sel-3530 | sel rtac
AcSELerator QuickSet | acselerator quickset | sel acselerator quickset | acselerator | sel acselerator | acselerator rtac
IEEE 1547 | ieee 1547 | ieee 1547-2018
IEEE 80 | ieee 80 | ieee std 80
National Electrical Safety Code | national electrical safety code | NESC=
nesC | nesC=
HAZOP | hazop | hazop studies | hazop study | hazard and operability study | hazard and operability studies | hazard and operability analysis
P&IDs | p&ids | p&id | piping and instrumentation design | p & id | p & ids | piping and instrumentation diagrams | piping and instrumentation diagram | piping & instrumentation diagrams
Process flow diagrams | process flow diagrams | process flow diagram | PFDs=
Heat and material balances | heat and material balances | heat and material balance | heat & material balances | heat & material balance | mass and energy balances | mass and energy balance | material and energy balances | material and energy balance | material balances | mass balances | heat and mass balances | heat and mass balance | heat & mass balances | mass balance
API 520 | api 520 | api 520/521 | api 521 | api rp 520 | api rp 521
Process safety | process safety | process safety management
SmartPlant 3D | smartplant 3d | smart plant 3d | sp3d | intergraph smartplant 3d
Aspen HYSYS | aspen hysys | hysys
Bills of quantities | bills of quantities | bill of quantities | bills of quantity | bill of quantity | BOQ= | BOQs= | BoQ= | BoQs= | boq preparation | preparation of boq | preparation of boqs
NRM | NRM=@ | NRM1= | NRM2= | NRM3= | nrm 1 | nrm 2 | nrm 3 | rics new rules of measurement | new rules of measurement
JCT contracts | jct contracts | jct contract | JCT= | jct design and build | jct d&b | jct standard building contract | jct minor works
NEC contracts | nec contracts | nec3 | nec4 | nec 3 | nec 4 | nec4 ecc | nec3 ecc | nec engineering and construction contract | nec4 engineering and construction contract
FIDIC | FIDIC= | fidic contracts | fidic conditions of contract
Cost planning | cost planning | cost plans | cost plan | elemental cost planning | cost planning and estimating
Final accounts | final accounts | final account | final account agreement | final account settlement | agreeing final accounts
Interim valuations | interim valuations | interim valuation | monthly valuations | cost value reconciliations | cost value reconciliation
Tender evaluation | tender evaluation | tender evaluations | tender analysis | bid evaluation | bid evaluations | tender reports
Subcontract procurement | subcontract procurement | subcontractor procurement | procurement of subcontractors | subcontract packages | subcontract tendering
Quantity take-off | quantity take-off | quantity takeoff | quantity take-offs | quantity takeoffs | quantity estimation | quantity estimates | quantities take-off | take-offs | takeoffs@ | material take-off | material takeoff | mto@
Testing and commissioning | testing and commissioning | testing & commissioning | commissioning@ | commissioning and handover | commissioning support | pre-commissioning | system commissioning
Energy modelling | energy modelling | energy modeling | building energy modelling | building energy modeling | energy models | energy simulation | building energy simulation
Construction administration | construction administration | construction contract administration | construction phase services
Contract administration | contract administration | contracts administration
ASHRAE 90.1 | ashrae 90.1 | ashrae standard 90.1 | ashrae 90.1 appendix g
ASHRAE 62.1 | ashrae 62.1 | ashrae standard 62.1
ASHRAE standards | ashrae standards | ashrae guidelines
DMRB | DMRB= | design manual for roads and bridges
Flood modelling | flood modelling | flood modeling | flood risk modelling | flood risk modeling | flood modeller
Highway design | highway design | highways design | highway geometry | highway geometric design | road design | roads design | geometric design of highways
Drainage design | drainage design | sustainable drainage | sustainable drainage systems | suds design | SuDS= | highway drainage design | drainage modelling | drainage modeling
Structural design | structural design | structural designing | structural design and analysis | structural analysis and design | design of rcc structures | rcc design | steel structure design
Structural analysis | structural analysis | structural analyses
Site supervision | site supervision | construction supervision | supervision of construction
Concrete testing | concrete testing | quality control of concrete | concrete quality control | concrete cube testing | cube testing | slump tests | slump testing
ETABS | etabs | csi etabs
SAP2000 | sap2000 | sap 2000 | csi sap2000
CSI SAFE | csi safe | SAFE=@
STAAD.Pro | staad.pro | staad pro | staadpro | staad | bentley staad
RAM Concept | ram concept
Tekla Structures | tekla structures | tekla | tekla structural designer
Primavera P6 | primavera p6 | primavera | p6 primavera | oracle primavera p6 | primavera p6 professional | P6=@
Navisworks | navisworks | navisworks manage | autodesk navisworks
MicroStation | microstation | bentley microstation
AutoCAD Electrical | autocad electrical
Allen-Bradley ControlLogix | allen-bradley controllogix | allen bradley controllogix | controllogix | rockwell controllogix
Allen-Bradley | allen-bradley | allen bradley | allen-bradley plcs | allen-bradley plc | allen bradley plcs | allen bradley plc
Studio 5000 | studio 5000 | studio 5000 logix designer | rslogix 5000 | logix designer
ToolboxST | toolboxst | toolbox st
Mark VIe | mark vie | mark vi | mark vie control systems | speedtronic mark vie | ge mark vie | ge mark vi
Bently Nevada System 1 | bently nevada system 1 | bently nevada
Autodesk Construction Cloud | autodesk construction cloud | autodesk build
BIM 360 | bim 360 | autodesk bim 360 | bim 360 docs
Rhino | Rhino= | rhinoceros | rhinoceros 3d | rhino 3d | rhino3d | mcneel rhinoceros 3d | mcneel rhino
Grasshopper | Grasshopper= | grasshopper 3d | grasshopper for rhino
Technical report writing | technical report writing | writing technical reports | engineering report writing
GAMP 5 | gamp 5 | gamp5 | GAMP= | gamp 5 guidelines
Computerised system validation | computerised system validation | computerised systems validation | computerized system validation | computerized systems validation | computer system validation | computer systems validation | gamp 5 csv
Trane TRACE | trane trace | trane trace 700 | trace 700 | trane trace 3d plus | trace 3d plus
Carrier HAP | carrier hap | hourly analysis program | carrier hourly analysis program
eQUEST | equest
Passivhaus design | passivhaus design | passivhaus | passive house design | passive house | phpp
Neuropixels | neuropixels | neuropixels probes | neuropixels recordings | neuropixels 2.0
Electrophysiology | electrophysiology | in vivo electrophysiology | in vitro electrophysiology | extracellular electrophysiology | slice electrophysiology | extracellular recordings
Patch clamp | patch clamp | patch-clamp | whole-cell patch clamp | whole-cell patch-clamp | patch-clamp electrophysiology | whole-cell recordings
Tetrode recordings | tetrode recordings | tetrode recording | tetrodes | tetrode
Cyclic voltammetry | cyclic voltammetry | fast-scan cyclic voltammetry | FSCV=
Schlenk line | schlenk line | schlenk lines | schlenk techniques | schlenk line techniques | air-free synthesis | air-free techniques | air-sensitive synthesis
Phenix | Phenix= | phenix.refine | phenix refine
Coot | Coot=
X-ray crystallography | x-ray crystallography | protein crystallography | macromolecular crystallography
Molecular beam epitaxy | molecular beam epitaxy | MBE= | mbe growth
Electron-beam lithography | electron-beam lithography | electron beam lithography | e-beam lithography | ebeam lithography | EBL=
Photolithography | photolithography | optical lithography | uv lithography
Nanofabrication | nanofabrication | cleanroom nanofabrication | cleanroom fabrication | cleanroom processing | micro- and nanofabrication | micro and nanofabrication
Thin-film deposition | thin-film deposition | thin film deposition | thin-film growth | thin film growth
Diffusion models | diffusion models | diffusion model | denoising diffusion models | denoising diffusion probabilistic models | score-based generative models
RLHF | rlhf | reinforcement learning from human feedback
Reinforcement learning | reinforcement learning | deep reinforcement learning
Distributed training | distributed training | distributed deep learning | distributed model training | data-parallel training | model parallelism
Probabilistic modelling | probabilistic modelling | probabilistic modeling | probabilistic models | probabilistic graphical models | probabilistic machine learning
Federated learning | federated learning
Difference-in-differences | difference-in-differences | difference in differences | diff-in-diff | diff-in-diffs
Econometrics | econometrics | applied econometrics | econometric analysis | econometric modelling | econometric modeling | panel data econometrics | microeconometrics
Labor economics | labor economics | labour economics
Causal inference | causal inference
Seurat | Seurat= | seurat v4 | seurat v5
Scanpy | scanpy
Cytek Aurora | cytek aurora | cytek aurora spectral cytometer | cytek northern lights
Spectral flow cytometry | spectral flow cytometry | spectral cytometry
Mouse models | mouse models | mouse model | murine models | murine model | transgenic mouse models | mouse models of disease | mouse models of autoimmunity | in vivo mouse models
Archival research | archival research | archive research | archival work
Medicinal chemistry | medicinal chemistry | med chem | medchem
QGIS | qgis
Drone surveys | drone surveys | drone survey | drone surveying | uav survey | uav surveys | uav surveying | drone mapping | uav mapping
Bayesian hierarchical models | bayesian hierarchical models | bayesian hierarchical model | bayesian hierarchical modelling | bayesian hierarchical modeling | hierarchical bayesian models | hierarchical bayesian modelling | hierarchical bayesian modeling
Bayesian statistics | bayesian statistics | bayesian inference | bayesian modelling | bayesian modeling | bayesian analysis | bayesian methods
Method validation | method validation | analytical method validation | method development and validation | ich q2 method validation | ich q2/q14 method validation
LC-MS/MS | lc-ms/ms | lc ms/ms | lc-ms | lc-ms/ms analysis | uplc-ms/ms | hplc-ms/ms | liquid chromatography-mass spectrometry | liquid chromatography-tandem mass spectrometry | liquid chromatography mass spectrometry
GraphPad Prism | graphpad prism | graphpad
Surface plasmon resonance | surface plasmon resonance | SPR= | biacore | spr kinetics
BLI | BLI= | bio-layer interferometry | biolayer interferometry | octet bli | octet red96
Budget formulation | budget formulation | budget formulation and execution
Budget execution | budget execution
Policy analysis | policy analysis | public policy analysis | policy evaluation
Legislative drafting | legislative drafting | drafting legislation | drafting of legislation | bill drafting
Performance measurement | performance measurement | performance measurement systems | performance measurement frameworks
Logframe | logframe | logframes | log frame | logical framework | logical frameworks | logical framework approach | logical framework analysis
Program planning | program planning | programme planning
Data quality assessment | data quality assessment | data quality assessments | data quality audits | DQA=@
Incident response | incident response | cyber incident response | security incident response | incident handling
Vulnerability management | vulnerability management | vulnerability assessment | vulnerability assessments | vulnerability scanning
Spillman | spillman | spillman cad | spillman rms | spillman cad/rms | spillman flex
Cost center accounting | cost center accounting | cost centre accounting | sap co-cca | cost center planning | cost centre planning
Product costing | product costing | product cost controlling | sap co-pc
SAP Fiori | sap fiori | fiori | fiori apps | fiori launchpad
Management accounting | management accounting | management accounts | cost and management accounting | managerial accounting
Financial statement analysis | financial statement analysis | analysis of financial statements
Trade finance | trade finance | trade finance operations
Treasury | treasury@ | corporate treasury | treasury operations | treasury products | treasury & capital markets | treasury and capital markets
Loan appraisal | loan appraisal | loan appraisals | credit appraisal | credit appraisals
Avaya CMS | avaya cms
Apollo GraphQL | apollo graphql | apollo client | apollo server | apollo federation
Apollo root cause analysis | apollo root cause analysis | apollo rca | apollo rcas | apollo rca method | apollo method
Android Debug Bridge | android debug bridge | adb shell | adb commands
Adobe AIR | adobe air | AIR=@
Prototyping | prototyping | rapid prototyping | interactive prototyping
Design systems | design systems | design system
Medium format | medium format | medium-format | medium format photography | medium format cameras
Revenue Online Service | revenue online service
ISO/IEC 17025 | iso/iec 17025 | iso 17025 | iso/iec 17025:2017 | iso 17025:2017
Two-photon imaging | two-photon imaging | two-photon microscopy | two photon imaging | two photon microscopy | 2-photon imaging | 2-photon microscopy
Science communication | science communication | scicomm
CostX | costx
Control plans | control plans | control plan
Memoranda to Cabinet | memoranda to cabinet | memorandum to cabinet
OneNote Class Notebook | onenote class notebook | onenote class notebooks
SOX | SOX= | SOX 404= | sox compliance | sox testing | sox 404 testing | sox 404 compliance | sox audits | sox audit | sox program | sox programme | sox readiness | sarbanes-oxley | sarbanes oxley | sarbanes-oxley act | sarbanes-oxley compliance | sarbanes-oxley 404
ICFR | icfr | internal control over financial reporting | internal controls over financial reporting | icfr testing
VAT | VAT= | vat returns | vat return | vat compliance | vat reconciliations | vat reconciliation | value added tax | vat accounting | vat registration | vat submissions
Making Tax Digital | making tax digital | MTD=@ | mtd for vat
GST | GST= | gst returns | gst compliance | goods and services tax | gst/hst | gst/hst returns | bas lodgement | bas preparation
Sales tax | sales tax | sales and use tax | sales & use tax | sales tax compliance
Transfer pricing | transfer pricing | transfer pricing documentation | transfer pricing studies | transfer pricing policies
Deferred tax | deferred tax | deferred taxes | deferred taxation | deferred tax accounting
Tax compliance | tax compliance | corporate tax compliance | income tax compliance | direct tax compliance | indirect tax compliance
Tax research | tax research
Income tax provision | income tax provision | income tax provisions | tax provision | tax provisions | tax provisioning
ASC 740 | asc 740 | fas 109 | asc 740 provision | asc 740 provisions | asc 740 income tax provision | asc 740 income tax provisions
IAS 12 | ias 12
IFRS 9 | ifrs 9
IFRS 15 | ifrs 15
IFRS 16 | ifrs 16
IFRS 17 | ifrs 17
ASC 606 | asc 606
ASC 842 | asc 842
FRS 102 | frs 102 | frs 102 section 1a | frs 105
UK GAAP | uk gaap
Regulatory change | regulatory change | regulatory change management | regulatory horizon scanning
ASPE | ASPE= | accounting standards for private enterprises
Basel III | basel iii | basel 3 | basel iv | basel iii norms | basel iii capital | basel iii/iv | basel ii
Ratio analysis | ratio analysis | financial ratio analysis | ratio analyses
Sensitivity analysis | sensitivity analysis | sensitivity analyses | scenario and sensitivity analysis | sensitivity and scenario analysis
LBO | LBO= | LBOs= | lbo modeling | lbo modelling | lbo model | lbo models | lbo analysis | paper lbo | paper lbos | leveraged buyout modeling | leveraged buyout modelling | leveraged buyout models | leveraged buyout analysis
UCITS | ucits | ucits funds | ucits regulations | ucits v
AIFMD | aifmd | alternative investment fund managers directive | aif regulation | aif regulations
KYC | KYC= | know your customer | know-your-customer | kyc reviews | kyc checks | kyc onboarding | kyc compliance | kyc/aml | kyc / aml
AML | AML= | anti-money laundering | anti money laundering | aml compliance | aml/cft | aml / cft | aml/ctf | aml / ctf | aml/kyc | aml / kyc | aml screening
CDD | CDD=@ | customer due diligence | cdd reviews
EDD | EDD=@ | enhanced due diligence | edd reviews
Adverse media screening | adverse media screening | adverse media research | adverse media checks | negative news screening
Sanctions screening | sanctions screening | sanctions compliance | ofac screening
Transaction monitoring | transaction monitoring
Statutory audit | statutory audit | statutory audits | external statutory audit
Public procurement | public procurement | public sector procurement | government procurement
eTenders | etenders
Freedom of Information | freedom of information | freedom of information requests | foi requests | FOI=@ | foia | foia requests | freedom of information act
Canadian Electrical Code | canadian electrical code | csa c22.1
Process audits | process audits | process audit | process auditing
AuditBoard | auditboard
TeamMate | TeamMate= | teammate+ | teammate am | teammate analytics
Relativity (e-discovery) | relativity^@ | relativity e-discovery | relativityone | relativity one | kcura relativity
Underwriting | underwriting@ | commercial underwriting | insurance underwriting | property and casualty underwriting | property & casualty underwriting | commercial property and casualty underwriting | commercial property & casualty underwriting | p&c underwriting | mortgage underwriting | loan underwriting | credit underwriting
Claims handling | claims handling | claims management | claims assessment | claims adjusting | claims adjustment | claims investigation | claims investigations | claims administration
Policy interpretation | policy interpretation | policy wording interpretation | interpreting policy wordings
Reserving | reserving@ | claims reserving | loss reserving | reserve setting | case reserving
Subrogation | subrogation | subrogation recovery | subrogation recoveries | subrogation and recovery | subrogation & recovery
Complaint handling | complaint handling | complaints handling | complaint management | complaints management | complaint resolution | complaints resolution | handling complaints | handling customer complaints | customer complaint handling | customer complaints handling
Fraud detection | fraud detection | fraud indicators | fraud identification
Depositions | depositions | taking depositions | defending depositions | deposition preparation | expert depositions | fact depositions | deposition practice
Discovery | discovery@ | discovery motions | written discovery | document discovery | discovery management | discovery requests | discovery responses | fact discovery | expert discovery | discovery disputes
Trial advocacy | trial advocacy | jury trial | jury trials | bench trial | bench trials | trial practice | trial work
Brief writing | brief writing | drafting briefs | legal briefs | summary judgment briefing | appellate briefing | appellate briefs | brief drafting
Motion practice | motion practice | motions practice | dispositive motions | motion drafting
Mediation | mediation | mediations | commercial mediation | workplace mediation | family mediation | civil mediation | mediation advocacy
Mediation analysis | mediation analysis | mediation analyses | causal mediation analysis
Alternative dispute resolution | alternative dispute resolution
Employment law | employment law | labour law | labor law | employment and labour law | employment & labour law
Pensions | pensions@ | pensions law | pension law | pensions advice | pension schemes | pension scheme administration
TUPE | TUPE= | transfer of undertakings | transfers of undertakings | tupe transfers
Whistleblowing | whistleblowing | protected disclosures | whistleblowing investigations
Workplace investigations | workplace investigations | workplace investigation | hr investigations | employee investigations
LinkedIn Sales Navigator | linkedin sales navigator | sales navigator
WCAG | wcag | wcag 2.0 | wcag 2.1 | wcag 2.2 | wcag 2.1 aa | wcag 2.2 aa | web content accessibility guidelines
Accessibility | accessibility@ | web accessibility | digital accessibility | accessibility testing | accessibility audits | accessibility audit
Wireframing | wireframing | wireframes | wire-framing | wireframe design
Sketching | sketching@ | hand sketching | concept sketching | design sketching | freehand sketching
Quantity surveying | quantity surveying
TIA Portal | tia portal | siemens tia portal | totally integrated automation portal
Siemens S7 | siemens s7 | simatic s7 | siemens simatic s7 | S7=@ | s7-300 | s7-400 | s7-1200 | s7-1500 | s7 plc | s7 plcs
EPLAN | eplan | eplan electric p8 | eplan p8 | electric p8 | eplan pro panel
Factory acceptance testing | factory acceptance testing | factory acceptance tests | factory acceptance test | FAT=@ | fat/sat | fat and sat
Site acceptance testing | site acceptance testing | site acceptance tests | site acceptance test
EN 15085 | en 15085 | din en 15085 | en 15085-2
SAP TPM | sap tpm | trade promotion management | sap trade promotion management
Joint business planning | joint business planning | joint business plans | joint business plan | JBP=@
Promotion planning | promotion planning | promotional planning | promo planning | trade promotion planning
Category management | category management | category reviews | category planning
MetaVision | metavision | metavision icu | imdsoft metavision
ORBIS | ORBIS= | orbis his | dedalus orbis | agfa orbis
Hospital information systems | hospital information system | hospital information systems | clinical information system | clinical information systems
Opera PMS | opera pms | opera cloud | oracle opera | oracle opera pms | opera property management system
Genesys | genesys | genesys cloud | genesys cloud cx | genesys purecloud | purecloud | genesys pureconnect
Chat support | chat support | live chat support | email and chat support | email & chat support | email support | webchat support
Google Maps | google maps
Waze | waze
Retail Link | retail link | walmart retail link
UPLC | uplc | uplc analysis | ultra performance liquid chromatography | ultra-performance liquid chromatography | waters acquity uplc | acquity uplc
Gas chromatography | gas chromatography | GC=@ | gc-fid | gc fid | gc-hs | headspace gc | headspace gas chromatography | gc-ecd | gas chromatography-flame ionization detection
GC-MS | gc-ms | gc/ms | gc-ms analysis | gas chromatography-mass spectrometry | gas chromatography mass spectrometry
GC-MS/MS | gc-ms/ms | gc-msms | gc-ms-ms | gc-qqq | gas chromatography-tandem mass spectrometry | gas chromatography tandem mass spectrometry
LC-HRMS | lc-hrms | lc hrms | uhplc-hrms | lc-qtof | lc-q-tof | liquid chromatography-high resolution mass spectrometry | liquid chromatography high-resolution mass spectrometry
High-resolution mass spectrometry | high-resolution mass spectrometry | high resolution mass spectrometry | high-resolution ms | accurate mass spectrometry | HRAM=@
Orbitrap | orbitrap | orbitrap exploris | orbitrap fusion | orbitrap eclipse | q exactive | q-exactive | thermo orbitrap
ICP-MS | icp-ms | icpms | icp ms | inductively coupled plasma mass spectrometry | inductively coupled plasma-mass spectrometry
ICP-OES | icp-oes | icp oes | icp-aes | inductively coupled plasma optical emission spectrometry | inductively coupled plasma optical emission spectroscopy
FTIR | ftir | ft-ir | ftir spectroscopy | fourier transform infrared spectroscopy | fourier-transform infrared spectroscopy | ftir identification
UV-Vis spectroscopy | uv-vis | uv/vis | uv-vis spectroscopy | uv/vis spectroscopy | uv-visible spectroscopy | uv-visible spectrophotometry | uv-vis spectrophotometry | uv/vis spectrophotometry | uv-visible spectrophotometer | uv spectrophotometry | uv-vis spectrophotometer
Karl Fischer titration | karl fischer | karl fischer titration | karl fischer titrations | kf titration | kf titrator | karl fischer titrator | karl fischer water determination | KF=@ | coulometric karl fischer | volumetric karl fischer
Size-exclusion chromatography | size-exclusion chromatography | size exclusion chromatography | sec-hplc | se-hplc | sec/gpc | sec-mals | sec mals | gel permeation chromatography | gpc/sec
MALS | mals | multi-angle light scattering | multi angle light scattering | multiangle light scattering | multi-angle laser light scattering
Ion chromatography | ion chromatography
Dissolution testing | dissolution testing | dissolution test | dissolution tests | dissolution studies | dissolution profiling | dissolution method development | dissolution@
Waters Empower | Empower=@ | empower 3 | empower 2 | empower3 | empower cds | waters empower | waters empower 3 | waters empower 2 | waters empower chromatography data | waters empower chromatography data software | empower chromatography data system | empower chromatography software
Chromeleon | chromeleon | chromeleon cds | chromeleon 7 | thermo chromeleon | chromeleon 7.2
OpenLab | openlab | openlab cds | agilent openlab | openlab chemstation
MassLynx | masslynx | waters masslynx
LIMS | lims | laboratory information management system | laboratory information management systems | lims systems | lims system
LabWare LIMS | labware lims | labware^@ | labware eln | labware 7 | labware 8
LabVantage | labvantage | labvantage lims
STARLIMS | starlims | abbott starlims
Watson LIMS | watson lims | thermo watson lims | watson lims 7
SampleManager LIMS | samplemanager lims | samplemanager | thermo samplemanager
Benchling | benchling | benchling eln
TrackWise | trackwise | sparta trackwise | trackwise digital
Minitab | minitab | minitab 19 | minitab 20 | minitab 21 | minitab statistical software
JMP | JMP= | jmp pro | sas jmp | jmp statistical software
FlowJo | flowjo
OOS investigations | oos investigations | oos investigation | oos/oot investigations | oos and oot investigations | out-of-specification investigations | out of specification investigations | out-of-specification results | oos results | oos/oot
OOT investigations | oot investigations | oot investigation | out-of-trend investigations | out of trend investigations | out-of-trend results | oot results
Trend analysis | trend analysis | trend analyses | trending@ | data trending | trend reports | trend reporting | em trending | environmental monitoring trending
Process validation | process validation | process validations | process performance qualification | process qualification | PPQ=@ | continued process verification | continuous process verification
Cleaning validation | cleaning validation | cleaning validations | cleaning verification | cleaning validation protocols
Commissioning and qualification | commissioning and qualification | commissioning, qualification and validation | commissioning qualification and validation | CQV=@ | IQ/OQ/PQ | iq oq pq | equipment qualification | installation qualification | operational qualification | performance qualification
Temperature mapping | temperature mapping | thermal mapping | temperature mapping studies
EU GMP Annex 1 | eu gmp annex 1 | gmp annex 1 | eu gmp annex 1 and annex 15 | annex 1@ | annex 1 (2022) | annex 1 revision | annex 1 gap assessment | annex 1 gap assessments
Quality risk management | quality risk management | QRM=@ | ich q9 | ich q9(r1) | ich q9 quality risk management | quality risk management (ich q9)
ICH-GCP | ich-gcp | ich gcp | good clinical practice | good clinical practices | gcp e6 | ich e6 | ich-gcp e6 | ich gcp e6 | ich e6(r2) | ich e6(r3) | ich-gcp e6(r2) | ich-gcp e6(r3) | gcp e6(r2) | gcp e6(r3) | e6(r2) | e6(r3) | ich-gcp guidelines | ich gcp guidelines
Risk-based monitoring | risk-based monitoring | risk based monitoring | RBM=@ | risk-based quality management | risk based quality management | RBQM=@ | centralised monitoring | centralized monitoring
Source data verification | source data verification | SDV=@ | source document verification | source data review
Site monitoring | site monitoring | site monitoring visits | site management and monitoring | on-site monitoring | remote monitoring visits | interim monitoring visits | site initiation visits | site close-out visits
Adverse event reporting | adverse event reporting | ae reporting | sae reporting | ae/sae reporting | ae and sae reporting | adverse event and serious adverse event reporting | serious adverse event reporting | safety reporting@
Medidata Rave | medidata rave | rave edc | medidata rave edc | medidata
Oracle InForm | oracle inform | inform edc
CTMS | CTMS= | clinical trial management system | clinical trial management systems | siebel ctms | veeva ctms
eTMF | etmf | electronic trial master file | veeva etmf | trial master file
REDCap | redcap
Data integrity | data integrity@ | alcoa+ | ALCOA=@ | alcoa principles | data integrity compliance | data integrity assessments
Deviation management | deviation management | deviations management | deviation investigations | deviation handling | handling of deviations | deviations@
Change control | change control | change controls | change control management | change control impact assessment | change control process
SOP writing | sop writing | writing sops | sop authoring | authoring sops | sop development | SOPs=@
APQR | APQR= | annual product quality review | annual product quality reviews | product quality review | product quality reviews | PQR=@ | apr/pqr
Batch release | batch release | batch certification | batch disposition | qp certification | qp release | batch certification and release | lot release | lot disposition
Batch record review | batch record review | batch records review | bmr review | bmr/bpr review | batch manufacturing record review | batch manufacturing records review | ebr review | executed batch record review
Regulatory inspections | regulatory inspections | regulatory inspection | regulatory inspection readiness | inspection readiness | fda inspections | mhra inspections | hpra inspections
iPSC differentiation | ipsc differentiation | ipsc-derived differentiation | directed differentiation of ipscs | differentiation of ipscs | ipsc-derived neurons | ipsc-derived cardiomyocytes
Induced pluripotent stem cells | induced pluripotent stem cells | induced pluripotent stem cell | ipscs | ipsc culture | ipsc maintenance | hipsc culture | hipscs | iPSC=
Assay development | assay development | assay design | bioassay development | assay optimisation | assay optimization | potency assay development | cell-based assay development
Assay validation | assay validation | bioassay validation | assay qualification | potency assay validation
Method development | method development | analytical method development | hplc method development | test method development
Method transfer | method transfer | method transfers | analytical method transfer | analytical method transfers | test method transfer | test method transfers
Forced degradation | forced degradation | forced degradation studies | forced-degradation | stress degradation studies | forced degradation study
Stability testing | stability testing | stability studies | stability programmes | stability programs | stability indicating methods | stability-indicating methods | ich stability studies
Technology transfer | technology transfer | tech transfer | technology transfers | tech transfers | gmp tech transfer | gmp technology transfer | process transfer
Quality by design | quality by design | QbD= | qbd principles
DoE | DoE= | design of experiments | designed experiments | doe studies
Earned value management | earned value management | earned value analysis | earned value management systems | EVMS=
Regulatory submissions | regulatory submissions | regulatory submission | submission management | health authority submissions | mhra submissions | ema submissions | fda submissions | health canada submissions | regulatory dossiers
eCTD | ectd | ectd publishing | ectd compilation | ectd submissions | ectd submission | electronic common technical document | ectd lifecycle | ectd manager | extedo ectdmanager
docuBridge | docubridge | lorenz docubridge
CMC regulatory affairs | cmc regulatory affairs | cmc module 3 | cmc module 3 authoring | cmc authoring | cmc writing | cmc regulatory | cmc strategy | cmc documentation | cmc submissions | cmc sections | module 3 authoring | chemistry, manufacturing and controls | chemistry manufacturing and controls | chemistry, manufacturing, and controls
Regulatory labelling | regulatory labelling | regulatory labeling | product labelling | product labeling | labelling compliance | labeling compliance | labelling updates | labeling updates | artwork and labelling | labelling and artwork | label review | artwork review
SmPC | smpc | smpcs | summary of product characteristics | smpc/pil | spc/pil
Regulatory variations | type ia/ib/ii variations | type ia, ib and ii variations | type ii variations | type ib variations | type ia variations | variation submissions | post-approval variations
Regulatory strategy | regulatory strategy | regulatory strategies | global regulatory strategy
Lifecycle management | lifecycle management | life cycle management | post-approval lifecycle management
Veeva Vault | veeva vault | veeva vault rim | veeva vault qms | veeva qms | veeva rim | veeva vault ctms | veeva vault etmf | veeva vault qualitydocs | veeva qualitydocs | veeva vault clinical | vault rim | vault qms | vault qualitydocs | veeva vault regulatory
Veeva CRM | veeva crm | veeva crm mylabs
Kneat | kneat | kneat gx
RCRA | rcra | resource conservation and recovery act | rcra compliance | rcra facility investigations | rcra corrective action | rcra investigations
CERCLA | cercla | comprehensive environmental response, compensation, and liability act | comprehensive environmental response compensation and liability act | superfund | superfund sites | cercla/rcra | cercla remedial investigations | cercla investigations | cercla investigation
PFAS | PFAS= | pfas sampling | pfas investigations | pfas analysis | per- and polyfluoroalkyl substances | per and polyfluoroalkyl substances
Groundwater monitoring | groundwater monitoring | groundwater sampling | groundwater and surface water sampling | groundwater and surface water monitoring | surface water sampling | soil and groundwater sampling | low-flow groundwater sampling
EQuIS | equis | equis data management
Next-generation sequencing | next-generation sequencing | next generation sequencing | NGS=@ | ngs assays | ngs workflows | illumina sequencing | short-read sequencing | ngs data analysis
NGS library preparation | ngs library preparation | ngs library prep | library preparation@ | library prep@ | sequencing library preparation | sequencing library prep | illumina library preparation | illumina library prep | ngs library construction | library construction@
Single-cell RNA-seq | single-cell rna-seq | single cell rna-seq | scrna-seq | scrnaseq | single-cell rna sequencing | single cell rna sequencing | single-cell transcriptomics | single cell transcriptomics | snrna-seq | single-nucleus rna-seq
10x Genomics | 10x genomics | 10x chromium | 10x genomics chromium | chromium single cell | 10x visium | 10x single cell
Oxford Nanopore | oxford nanopore | nanopore | nanopore sequencing | ont sequencing | MinION= | minion sequencing | promethion | gridion | oxford nanopore technologies
ddPCR | ddpcr | droplet digital pcr | digital droplet pcr | bio-rad qx200
CE-SDS | ce-sds | capillary electrophoresis sds | capillary gel electrophoresis
Capillary electrophoresis | capillary electrophoresis | icief | imaged capillary isoelectric focusing | cief
Peptide mapping | peptide mapping | peptide map | lc-ms peptide mapping
Sterility testing | sterility testing | sterility test | sterility tests
Endotoxin testing | endotoxin testing | bacterial endotoxin testing | bacterial endotoxins testing | lal testing | LAL=@ | limulus amebocyte lysate
Bioburden testing | bioburden testing | bioburden | bioburden tests
Environmental monitoring | environmental monitoring | em programme | em program | cleanroom environmental monitoring | viable and non-viable monitoring
MALDI-TOF | maldi-tof | maldi tof | maldi-tof ms | maldi-tof mass spectrometry | maldi biotyper
Solid-phase extraction | solid-phase extraction | solid phase extraction | SPE=@ | spe method development
Liquid-liquid extraction | liquid-liquid extraction | liquid liquid extraction | LLE=@ | supported liquid extraction
Protein precipitation | protein precipitation
Phoenix WinNonlin | phoenix winnonlin | winnonlin | certara phoenix winnonlin
Chemometrics | chemometrics | chemometric analysis | chemometric modelling | chemometric modeling
Lipid nanoparticles | lipid nanoparticles | lipid nanoparticle | LNP=@ | LNPs=@ | lnp formulation | lnp formulations
Tangential flow filtration | tangential flow filtration | TFF=@ | tff operations | ultrafiltration/diafiltration | uf/df
Lyophilisation | lyophilisation | lyophilization | freeze-drying | freeze drying | lyophilisation cycle development | lyophilization cycle development | freeze-drying cycle design
Dynamic light scattering | dynamic light scattering | dls measurements | dls analysis
Cryo-EM | cryo-em | cryo em | cryoem | cryo-electron microscopy | cryo electron microscopy
STR analysis | str analysis | str amplification | str typing | str profiling | y-str | yfiler | globalfiler
STRmix | strmix
CODIS | CODIS= | combined dna index system | codis entry
GeneMapper | genemapper | genemapper id-x | genemapper idx
Chain of custody | chain of custody | chain-of-custody | chain of custody procedures | evidence handling
Electrofishing | electrofishing | backpack electrofishing | boat electrofishing
PIT tagging | pit tagging | pit tags | pit-tagging | pit tag
Mark-recapture | mark-recapture | mark recapture | capture-recapture | mark-recapture models | mark-recapture modelling
Shelf-life studies | shelf-life studies | shelf life studies | shelf-life testing | shelf life testing | shelf-life trials | shelf life determination
Sensory evaluation | sensory evaluation | sensory analysis | sensory testing | sensory panels | sensory panel
FSSC 22000 | fssc 22000 | fssc22000
Texture analysis | texture analysis | texture analyser | texture analyzer | texture profile analysis
Media relations | media relations | press relations | media liaison | media engagement | press office management
Issues management | issues management | issues and crisis management | issues & crisis management
Crisis communications | crisis communications | crisis communication | crisis comms | crisis and issues management | crisis and reputation management
Speechwriting | speechwriting | speech writing | writing speeches | speech drafting | ministerial speeches
Press releases | press releases | press release | press release writing | news releases | news release | media releases | media release | media release writing | writing press releases | drafting press releases
Media kits | media kits | media kit | press kits | press kit | press packs | press pack
Press conferences | press conferences | press conference | press briefings | media briefings | media conferences
Strategic communications | strategic communications | strategic communication | strategic comms | communications strategy | communication strategy | communications strategies | communications planning
Internal communications | internal communications | internal communication | internal comms | employee communications | staff communications
Public affairs | public affairs | government affairs | government relations | parliamentary affairs
Media training | media training | spokesperson training | media coaching | media interview training
Media monitoring | media monitoring | press monitoring | broadcast monitoring
Cision | cision | cision one | cision communications cloud
Meltwater | meltwater
Muck Rack | muck rack | muckrack
Isentia | isentia | isentia mediaportal | mediaportal
Dods Monitoring | dods monitoring | dods people | Dods=@
Meta Business Suite | meta business suite | facebook business suite | meta business manager | facebook business manager
CapCut | capcut
Social listening | social listening | social media listening | social media monitoring
Content strategy | content strategy | content strategies | editorial strategy
Editorial calendars | editorial calendars | editorial calendar | content calendars | content calendar | editorial calendar management | content calendar management
Editorial planning | editorial planning | editorial planning and commissioning | editorial management | features planning
Audience research | audience research | audience insights | audience insight | audience analytics | reader research
Content audits | content audits | content audit | content auditing | content inventories | content inventory
Style guides | style guides | style guide | house style | house style guides | editorial style guides | editorial style guide | style book | stylebook
Fact-checking | fact-checking | fact checking | factchecking | fact-check | fact check | fact-checked | fact checked | verification of facts
Copy editing | copy editing | copyediting | copy-editing | copy edit | copy-edit | subediting | sub-editing | sub editing | copy editing and proofreading
Structural editing | structural editing | structural edit | structural edits | developmental editing | developmental edits | developmental edit | substantive editing | substantive edits | substantive edit
Line editing | line editing | line edit | line edits | stylistic editing
Headline writing | headline writing | writing headlines | headlines and standfirsts | headline and caption writing
Caption writing | caption writing | photo captions
Tone of voice | tone of voice@ | brand voice | brand tone of voice | tone of voice guidelines | tone-of-voice guidelines | tone of voice development | voice and tone | voice & tone | tone of voice refresh
Newsgathering | newsgathering | news gathering | news-gathering
News desk management | news desk management | newsdesk management | news desk operations | running the news desk
Media law | media law | media law and ethics | media law and regulation | media and communications law | law for journalists | journalism law
Defamation law | defamation law | defamation | libel law | defamation and libel
Editorial guidelines | editorial guidelines | bbc editorial guidelines | editorial standards | editorial policies | editorial policy | ofcom broadcasting code | ofcom code
Shorthand writing | teeline shorthand | pitman shorthand | gregg shorthand | shorthand writing | shorthand 100 wpm | shorthand (100 wpm)
Arc XP | arc xp | arcxp | arc publishing
ENPS | ENPS= | ap enps
Dalet | dalet | dalet galaxy | dalet plus
Photo Mechanic | photo mechanic | photomechanic
Mobile journalism | mobile journalism | MoJo=
Data journalism | data journalism | computer-assisted reporting | data-driven journalism
Public records | public records | public records requests | public records research | open records requests
Datawrapper | datawrapper
Chartbeat | chartbeat
Parse.ly | parse.ly | parsely
Contentful | contentful
Airtable | airtable
PerfectIt | perfectit
Theory of change | theory of change | theories of change | theory-of-change | toc development | theory of change development
Monitoring and evaluation | monitoring and evaluation | monitoring & evaluation | M&E=@ | m&e frameworks | m&e framework | monitoring, evaluation and learning | monitoring evaluation and learning | monitoring, evaluation & learning | MEL=@ | mel frameworks | MEAL=@ | meal frameworks | meal systems | monitoring, evaluation, accountability and learning | monitoring evaluation accountability and learning | meal dpro
Logic models | logic models | logic model | logic modelling | logic modeling
Baseline and endline surveys | baseline and endline surveys | baseline surveys | baseline survey | endline surveys | endline survey | baseline and endline | baseline/endline surveys | baseline and end-line surveys | baseline and endline studies | baseline studies | endline evaluations
KoBoToolbox | kobotoolbox | kobo toolbox | kobo collect | kobocollect | KoBo=
ODK | ODK= | open data kit | odk collect
DHIS2 | dhis2 | dhis 2 | dhis-2
CSR compliance | csr compliance | csr reporting | csr policy compliance | csr rules compliance | corporate social responsibility compliance
Corporate social responsibility | corporate social responsibility | csr strategy | csr programmes | csr programs | csr projects | csr initiatives | csr partnerships
Reporting to funders | reporting to funders | funder reporting | reporting to donors | donor reports
Donor compliance | donor compliance | donor regulations | grant compliance | donor rules and regulations
Bid writing | bid writing | tender writing | bids and tenders | funding bids | funding applications
Partner management | partner management | partner capacity assessment | partner capacity assessments | partner capacity building | implementing partner management
Community mobilisation | community mobilisation | community mobilization | social mobilisation | social mobilization
Cash and voucher assistance | cash and voucher assistance | cash & voucher assistance | cash and voucher assistance (cva) | cash programming | cash transfer programming | cash-based interventions | cash based interventions | cash-based assistance | multipurpose cash assistance | multi-purpose cash assistance | cash and voucher programming
Safeguarding | safeguarding@ | safeguarding children | safeguarding adults | safeguarding vulnerable adults | safeguarding vulnerable groups | child safeguarding | adult safeguarding | safeguarding training | safeguarding policies | safeguarding policy | safeguarding procedures | safeguarding lead | designated safeguarding lead | safeguarding and child protection | safeguarding and psea | safeguarding (psea) | safeguarding psea | PSEA= | psea | protection from sexual exploitation and abuse | prevention of sexual exploitation and abuse
Security management | security management | humanitarian security management | staff security management | security risk management
Community fundraising | community fundraising | community and events fundraising | community & events fundraising
Major gifts | major gifts | major gift fundraising | major gifts fundraising | major donor fundraising | major donors | major gift solicitation | major donor stewardship | principal gifts
Trusts and foundations fundraising | trusts and foundations fundraising | trust and foundation fundraising | trusts and foundations | trusts & foundations | trusts fundraising | trust fundraising | foundation fundraising | foundation relations | trusts and foundations applications
Direct mail fundraising | direct mail fundraising | direct mail appeals | direct mail appeal | fundraising appeals | appeal letters | direct marketing fundraising
Bequest fundraising | bequest fundraising | bequests@ | gifts in wills | legacy fundraising | legacies@ | planned giving | legacy giving
Donor stewardship | donor stewardship | donor care | donor relations | donor retention | supporter stewardship | supporter care | donor cultivation | stewardship and cultivation
Moves management | moves management | donor moves management | prospect pipeline management
Prospect research | prospect research | prospect researching | donor research | prospect identification | wealth screening | prospect profiling
Volunteer management | volunteer management | volunteer coordination | volunteer co-ordination | managing volunteers | volunteer programme management | volunteer program management | volunteer supervision
Volunteer recruitment | volunteer recruitment | volunteer recruitment and retention | recruiting volunteers | volunteer retention | volunteer onboarding
Raiser's Edge | raiser's edge | raisers edge | raiser's edge nxt | raisers edge nxt | the raiser's edge | blackbaud raiser's edge | re nxt | blackbaud raiser's edge nxt
Salesforce NPSP | salesforce npsp | npsp | nonprofit success pack | salesforce nonprofit success pack | salesforce for nonprofits
Salesforce Nonprofit Cloud | salesforce nonprofit cloud | nonprofit cloud
Beacon CRM | beacon crm
DonorPerfect | donorperfect | donor perfect
Blackbaud CRM | blackbaud crm | blackbaud luminate | luminate online | blackbaud luminate online
JustGiving | justgiving | just giving
Eventbrite | eventbrite
Action Network | action network@
Instrumentl | instrumentl
Foundation Directory Online | foundation directory online | candid foundation directory | foundation directory | candid fdo | FDO=@
Grants.gov | grants.gov | grants gov
360Giving | 360giving | 360 giving | grantnav
VolunteerHub | volunteerhub
Galaxy Digital | galaxy digital | get connected by galaxy digital
Better Impact | better impact
MailChimp | MailChimp= | mail chimp | intuit mailchimp | mailchimp campaigns | mailchimp automations
Dotdigital | dotdigital | dotmailer
SMED | smed | single-minute exchange of die | single minute exchange of die | single-minute exchange of dies | quick changeover | quick changeovers
TradeNet | tradenet | tradenet permits | tradenet permit declaration | tradenet permit declarations | tradenet declarations
osTicket | osticket
Buildkite | buildkite
Microsoft Intune | microsoft intune | intune | ms intune | endpoint manager | microsoft endpoint manager | mem intune
Group Policy | group policy | group policies | group policy objects | group policy management
Structured cabling | structured cabling | network cabling | cat6 cabling | cat5e cabling | data cabling | cabling@
Zoom | Zoom= | zoom meetings | zoom video conferencing | zoom webinars
Avaya | avaya | avaya one-x | avaya communication manager | avaya aura | avaya ip office
Micros POS | micros pos | MICROS= | Micros=@ | oracle micros | micros simphony | simphony | simphony pos | oracle simphony | micros 3700 | micros e7
IFMIS | IFMIS= | ifmis | integrated financial management information system
SAP SRM | sap srm | sap supplier relationship management
Mine Health and Safety Act | mine health and safety act | mine health & safety act | MHSA=@ | mhsa compliance
Root cause failure analysis | root cause failure analysis | rcfa | root-cause failure analysis
API 610 | api 610 | api610 | api std 610
API 617 | api 617 | api617
API 682 | api 682
Compressors | compressors@ | centrifugal compressors | reciprocating compressors | gas compressors | compressor maintenance | compressor overhauls | compressor overhaul | screw compressors
Centrifugal pumps | centrifugal pumps | centrifugal pump | pump overhauls | pump maintenance
Switchgear | switchgear | mv switchgear | hv switchgear | lv switchgear | switchgear maintenance | switchgear installation | switchgear upgrades
Power transformers | power transformers | power transformer | distribution transformers | transformer maintenance | transformer testing | transformer installation | transformer commissioning
Variable speed drives | variable speed drives | variable speed drive | VSD=@ | VSDs=@
Reticulation | reticulation@ | hv/mv reticulation | mv reticulation | hv reticulation | electrical reticulation | reticulation networks | medium voltage reticulation
Maintenance planning | maintenance planning | maintenance planning and scheduling | maintenance scheduling | maintenance planner@
Foreign exchange | foreign exchange@ | currency exchange@ | foreign currency exchange | money exchange@
Reservations | reservations@ | hotel reservations | room reservations | reservations management | reservation handling | handling reservations | booking reservations | table reservations
Minute taking | minute taking | minute-taking | minutes taking | taking minutes | meeting minutes | minutes of meetings | minuting | minutes@
Restaurant operations | restaurant operations | f&b operations | food and beverage operations | food & beverage operations | outlet operations
Guest relations | guest relations | guest relations management | guest experience management
Sage Pastel | sage pastel | pastel partner | sage pastel partner | pastel accounting | sage pastel accounting | pastel evolution | sage pastel evolution | Pastel=@
CaseWare | caseware | caseware working papers
VIP Payroll | vip payroll | sage vip payroll | sage vip
SARS eFiling | sars efiling | sars e-filing
Manhattan WMS | manhattan wms | manhattan scale | manhattan associates wms | manhattan warehouse management
12d Model | 12d model | 12d@ | 12d civil
DRAINS | DRAINS= | drains software | watercom drains
OpenRoads | openroads | openroads designer | bentley openroads | openroads designer connect
Austroads | austroads | austroads guidelines | austroads guides | austroads guide to road design
MedChart | medchart
interRAI | interrai | interrai assessment | interrai assessments | interrai home care | interrai ltcf
Sunrise Clinical Manager | sunrise clinical manager | allscripts sunrise | sunrise emr
Looker Studio | looker studio | google data studio | data studio@
Cangjie | cangjie | cangjie input | cangjie typing
`;

// Words and phrases that look like skills in reference lists but are not skills on their own in a résumé: section
// names, contact details, everyday words (their multi-word skills such as "project management" still match).
export const STOP_LIST = `
project projects education experience experiences skill skills summary objective profile references reference
language languages hobbies interests contact address phone mobile email e-mail mail www http https com org net in
resume cv name date dob birth gender male female nationality marital status religion father declaration place
work job jobs role roles responsibilities responsibility duties company companies client clients team teams
management manager development developer design designer engineer engineering analysis analyst support service
services system systems software hardware application applications tool tools technology technologies technical
data information business office online internet web website site page pages network server servers security
it is as be do go at on or an a i to of for by with from the and we us me my our your his her he she they
am pm na n/a etc via per new old good best high low top key core basic advanced expert proficient intermediate
beginner knowledge working familiar exposure strong excellent good year years month months day days time
present current now till today ongoing university college school institute board degree bachelor master
certificate certification certified course courses training trainee intern internship
arch arg art box click clean code cool crystal dash echo elm factor fancy glyph grace io ink just lean limbo
logos max mercury mint monkey move nit noir nu opal ox oz pan papyrus parrot pike polar pony portugol pure red
ring slice squirrel turing text unity vim volt yacc zig e j m b d q k v x y z
adb air apollo nesc
basic basics fundamentals concepts principles methods methodology process processes model models quality
operations planning reporting report reports documentation research sales marketing finance accounts
customer customers people staff student students children patient patients health care law legal
media social mobile cloud digital analytics mathematics maths math science physics chemistry biology
`;

// Vendor prefixes stripped to make vendor-less aliases ("Microsoft Excel" -> "Excel").
export const VENDORS = [
  "Microsoft", "MS", "Adobe", "Oracle", "IBM", "SAP", "Autodesk", "Apache", "Google", "Amazon Web Services", "Amazon",
  "AWS", "The MathWorks", "MathWorks", "Intuit", "Corel", "Apple", "Cisco", "VMware", "Salesforce", "Atlassian",
  "Hewlett Packard Enterprise", "Hewlett-Packard", "Hewlett Packard", "HP", "Dassault Systemes", "Bentley", "ESRI",
  "Red Hat", "Trimble", "Mozilla", "Facebook", "Meta", "Siemens", "Sage", "Infor", "Citrix", "Symantec", "McAfee",
  "Novell", "Sun Microsystems", "JetBrains", "Wolfram", "Minitab", "Quest", "BMC", "Micro Focus", "Avid", "Blackbaud",
  "Epic Systems", "Kronos", "Macromedia", "Unity Technologies", "Elastic", "Broadcom", "Juniper Networks", "Juniper",
  "National Instruments", "NI", "PTC", "Altair", "ANSYS", "Ansys", "Bentley Systems", "Hexagon", "Nuance", "Epic",
  "Cerner", "Informatica", "Teradata", "SAS", "Tableau", "Splunk", "ServiceNow", "Workday", "Zoho", "Intel", "NVIDIA",
  "Xilinx", "Cadence", "Synopsys", "Mentor Graphics", "Rockwell Automation", "Schneider Electric", "Honeywell",
  "Emerson", "ABB", "GE", "General Electric", "Yokogawa", "Aspen Technology", "AspenTech", "Primavera", "Deltek",
  "Trimble Navigation", "Graphisoft", "Nemetschek", "Corel Corporation", "Apple Computer", "Sony", "Canon", "Nikon",
];
